import TerminalFrame
import Testing

@Suite struct EventTests {
    @Test func descriptionsNameTheKey() {
        #expect(Event.down.description == "Down")
        #expect(Event.control("a").description == "Ctrl-A")
        #expect(Event.control(" ").description == "Ctrl-Space")
        #expect(Event.alt("x").description == "Alt-x")
        #expect(Event.function(5).description == "F5")
        #expect(Event.character("é").description == "\"é\"")
        #expect(Event.resize(width: 80, height: 24).description == "Resize 80x24")
        #expect(Event.quit(.terminate).description == "Quit (terminate)")
        #expect(Event.mouse(x: 3, y: 4, action: .press(button: 1)).description == "Mouse press(button: 1) at 3,4")
    }
}
