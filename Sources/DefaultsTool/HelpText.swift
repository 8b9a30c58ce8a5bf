/// The `defaults help` text, and the help of each command.
enum HelpText {
    static let usage = """
        Command line interface to a user's defaults.
        Syntax:

        'defaults' [-currentHost] followed by one of the following:

          read                                 shows all defaults
          read <domain>                        shows defaults for given domain
          read <domain> <key>                  shows defaults for given domain, key

          read-type <domain> <key>             shows the type for the given domain, key

          write <domain> <domain_rep>          writes domain (overwrites existing)
          write <domain> <key> <value>         writes key for domain

          rename <domain> <old_key> <new_key>  renames old_key to new_key

          delete <domain>                      deletes domain
          delete <domain> <key>                deletes key in domain

          import <domain> <path to plist>      writes the plist at path to domain
          import <domain> -                    writes a plist from stdin to domain
          export <domain> <path to plist>      saves domain as a binary plist to path
          export <domain> -                    writes domain as an xml plist to stdout
          domains                              lists all domains
          find <word>                          lists all entries containing word
          which <domain> <key> [-- <args>]     shows which domain supplies key's value (Linux extension)
          help [<command>]                     print this help, or a command's help
          --version                            prints the version

        <domain> is ( <domain_name> | -app <application_path> | -g | -globalDomain | NSGlobalDomain )
                 or an absolute path to a file omitting the '.plist' extension
                 (~/Library/Preferences/D is the domain D, /Library/Preferences/D its any-user file)

        <value> is one of:
          <value_rep>
          -string <string_value>
          -data <hex_digits>
          -int[eger] <integer_value>
          -float  <floating-point_value>
          -bool[ean] (true | false | yes | no)
          -date <date_rep>
          -array <value1> <value2> ...
          -array-add <value1> <value2> ...
          -dict <key1> <value1> <key2> <value2> ...
          -dict-add <key1> <value1> ...

        Files are the ones Foundation's UserDefaults uses on Linux: $XDG_CONFIG_HOME (when absolute)
        or $HOME/.config, <domain>.plist; NSGlobalDomain is .GlobalPreferences.plist; -currentHost
        uses ByHost/<domain>..plist. Every change is written before the command exits, under the
        domain's lock, merged per key, and replaces the file atomically.

        """

    static let commands: [String: String] = [
        "read": """
        defaults read
            Prints every domain of the current user, as a dictionary keyed by domain name
            (the global domain is "Apple Global Domain").
        defaults read <domain>
            Prints the domain as macOS does (NSDictionary's description): keys sorted, strings
            and numbers quoted unless letters and digits only, data as {length = N, bytes = 0x...}
            (abbreviated from 25 bytes). Use export for the exact contents.
            "Domain <domain> does not exist" (status 1) when it has no keys.
        defaults read <domain> <key>
            Prints one value; a string is printed as it is, without quotes.
            "The domain/default pair of (<domain>, <key>) does not exist" (status 1) when missing.

        """,
        "read-type": """
        defaults read-type <domain> <key>
            Prints "Type is string|data|integer|float|boolean|date|array|dictionary".

        """,
        "write": """
        defaults write <domain> <domain_rep>
            Replaces the whole domain with a dictionary, e.g. '{ a = 1; b = (x, y); }'.
        defaults write <domain> <key> <value>
            Sets one key. An untyped value without any of " ( ) [ ] { } < > is a string as typed;
            otherwise it is parsed as an old-style property list ('(a, b)', '{ k = v; }', '<0a0b>')
            and its scalars stay strings; a value starting with < may be an XML fragment
            ('<dict><key>k</key><integer>1</integer></dict>'). Typed values: -string,
            -data <hex>, -int[eger] (a decimal is truncated, with a warning, as on macOS),
            -float (stored single-precision, as on macOS), -bool[ean] (true|false|yes|no|1|0),
            -date ('2020-01-02 03:04:05 +0000', ISO 8601, or '2020-01-02'), -array v...,
            -dict k v..., and -array-add / -dict-add, which append to the existing array or merge
            into the existing dictionary (refused when the key holds another type); -array and
            -dict values may be typed (-dict General -bool true). Composite values cannot nest.
            Malformed typed values are refused (status 255).

        """,
        "rename": """
        defaults rename <domain> <old_key> <new_key>
            Renames a key in one atomic change.

        """,
        "delete": """
        defaults delete <domain>
            Deletes the domain's file.
        defaults delete <domain> <key>
            Deletes one key (the file is removed when it was the last one).
            "Domain (<domain>) not found." (status 1) when there is nothing to delete.

        """,
        "import": """
        defaults import <domain> <path>
        defaults import <domain> -
            Writes every key of a plist dictionary (XML, binary or old-style; "-" reads standard
            input) into the domain. Keys the plist does not have are kept, as on macOS.

        """,
        "export": """
        defaults export <domain> <path>
            Saves the domain as a binary plist at path (replaced atomically), as macOS does.
        defaults export <domain> -
            Writes the domain as an XML plist to standard output.

        """,
        "domains": """
        defaults domains
            Lists the current user's domains (not NSGlobalDomain), comma-separated and sorted.
            With -currentHost, the domains that have a ByHost file.

        """,
        "find": """
        defaults find <word>
            Prints, for each domain, the entries whose domain name, key or string value (at any
            depth) contains word, ignoring case.

        """,
        "which": """
        defaults which <domain> <key> [-- <launch arguments>]
            Linux extension. Says which domain supplies the value an application with this
            domain gets for key, and lists what every domain of its search list holds, in
            lookup order: argument domain, application domain (ByHost, then any host), global
            domain (ByHost, then any host), any-user application and global domains,
            the languages domains (one per preferred language of AppleLanguages, tag
            lang; volatile, so empty here), registration domain. The first domain with a value (marked *) wins. Launch
            arguments given after -- fill the argument domain as the application would parse
            them (-key value); the registration domain is filled by the application at run time
            and is empty here. Status 1 when no domain has the key.

        """,
        "help": """
        defaults help [<command>]
            Prints the usage, or one command's help.

        """,
    ]
}
