import SwiftSyntax

/// A name the use pass looks up in the declarations of the Swift files, and in which table.
struct DeclarationName: Hashable {
    enum Table: UInt8 {
        case constant, enumCases, switchedKeys, arrayConstant, dictionaryVariable, defaultsVariable
        case propertyWrapper, valueRead
        case memberReference, initializedProperty, keyFunction, registrationSource
    }
    var table: Table
    var name: String
}

/// What the use pass may ask of the declarations of every Swift file, each question noted.
///
/// A scan reads each file's declarations and uses in one walk (``SwiftFileWalk``), with the
/// declarations of the nodes read so far; every name asked is noted here with the walk's clock at
/// its first question, and every change of an answer with its clock in
/// ``SwiftDeclarationCollector/changedAt``. A file whose uses asked a name that changed later (further
/// on in the file or in a later file) is read again at the end (``SourceScanner``): the uses of every
/// file are those the declarations of all files give, as if every file's declarations had been read first.
///
/// The use pass reads the declarations through this type only: a question it did not note could
/// leave a file's uses read with an answer a later file changed.
final class DeclarationLookups {
    let declarations: SwiftDeclarationCollector
    /// The names asked since the scan last emptied it, each with the clock (``ConstantTable/stamp``)
    /// of its first question.
    var asked: [DeclarationName: Int] = [:]

    init(_ declarations: SwiftDeclarationCollector) { self.declarations = declarations }

    func constant(_ name: String) -> ConstantTable.Lookup {
        note(DeclarationName(table: .constant, name: ConstantTable.lookupName(name)))
        return declarations.constants.lookup(name)
    }

    func enumCases(_ name: String) -> [(name: String, raw: String)]? {
        note(DeclarationName(table: .enumCases, name: ConstantTable.lookupName(name)))
        return declarations.constants.enumCases(name)
    }

    func switchedKeys(_ property: String) -> SwiftDeclarationCollector.SwitchedKeys? {
        note(DeclarationName(table: .switchedKeys, name: property))
        return declarations.switchedKeys[property]
    }

    func arrayConstant(_ name: String) -> ArrayExprSyntax? {
        note(DeclarationName(table: .arrayConstant, name: name))
        return declarations.arrayConstants[name]
    }

    func dictionaryVariable(
        _ name: String
    ) -> (node: DictionaryExprSyntax, file: SwiftSourceFile, isMutable: Bool)? {
        note(DeclarationName(table: .dictionaryVariable, name: name))
        return declarations.dictionaryVariables[name]
    }

    /// The suite of the `UserDefaults` variable `name` (`.some(nil)`: the standard one); nil when it is none.
    func defaultsVariable(_ name: String) -> String?? {
        note(DeclarationName(table: .defaultsVariable, name: name))
        return declarations.defaultsVariables[name]
    }

    func isPropertyWrapper(_ name: String) -> Bool {
        note(DeclarationName(table: .propertyWrapper, name: name))
        return declarations.propertyWrappers.contains(name)
    }

    /// Whether some reference may read property `name`'s value.
    func isValueRead(_ name: String) -> Bool {
        note(DeclarationName(table: .valueRead, name: name))
        return declarations.valueReads[name, default: 0] > 0
    }

    /// Whether some member reference (`Settings.x`, `.x`) names `name`.
    func isMemberReferenced(_ name: String) -> Bool {
        note(DeclarationName(table: .memberReference, name: name))
        return declarations.memberReferences[name, default: 0] > 0
    }

    /// The parameter (label, index) an initialiser of type `typeName` stores in its property `property`.
    func initializedProperty(_ property: String, of typeName: String) -> (label: String?, index: Int)? {
        note(DeclarationName(table: .initializedProperty, name: Self.memberName(property, of: typeName)))
        return declarations.initializedProperties[typeName]?[property]
    }

    /// What the function `name` without parameters returns (`.some(nil)`: two functions of that name differ).
    func keyFunction(_ name: String) -> ExprSyntax?? {
        note(DeclarationName(table: .keyFunction, name: name))
        return declarations.keyFunctions[name]
    }

    /// What the function `name` returns for registration, if it builds or loads a dictionary.
    func registrationSource(_ name: String) -> SwiftDeclarationCollector.RegistrationSource? {
        note(DeclarationName(table: .registrationSource, name: name))
        return declarations.registrationSources[name]
    }

    /// Whether `name` is a property wrapper type, once every file is read (not noted: asked after the reading).
    func isPropertyWrapperAfterReading(_ name: String) -> Bool { declarations.propertyWrappers.contains(name) }

    /// The name ``DeclarationName/Table/initializedProperty`` notes for `property` of `typeName`.
    static func memberName(_ property: String, of typeName: String) -> String { typeName + "." + property }

    /// Notes a question, with the clock of the first one.
    private func note(_ name: DeclarationName) {
        if asked.index(forKey: name) == nil { asked[name] = declarations.constants.stamp ?? 0 }
    }

    /// Whether some name in `names` had its answer changed after it was first asked (at a later clock).
    func changedAfter(asked names: [DeclarationName: Int]) -> Bool {
        let constants = declarations.constants
        return names.contains { asked, clock in
            let changed: Int? =
                switch asked.table {
                case .constant: constants.changedAt[asked.name]
                case .enumCases: constants.enumsChangedAt[asked.name]
                default: declarations.changedAt[asked]
                }
            return (changed ?? -1) > clock
        }
    }
}
