import DeclarativeUIKit
import Testing

// The text tree: one line per view, indented by depth, type, frame and key properties.
@MainActor
@Suite struct ViewTreeDescriptionTests {
  @Test func describesTypesFramesAndPropertiesIndentedByDepth() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    root.backgroundColor = .white
    let card = UIView(frame: CGRect(x: 16, y: 20.5, width: 288, height: 100))
    card.layer.cornerRadius = 12
    card.layer.cornerCurve = .continuous
    card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    card.clipsToBounds = true
    let label = UILabel(frame: CGRect(x: 8, y: 8, width: 200, height: 20.33))
    label.text = "Hello \"world\""
    label.textColor = UIColor(white: 0, alpha: 0.6)
    let hidden = UIView(frame: .zero)
    hidden.isHidden = true
    hidden.alpha = 0.5
    root.addSubview(card)
    card.addSubview(label)
    root.addSubview(hidden)
    #expect(
      ViewTreeDescription(root).description == """
        UIView (0, 0, 320, 200) background=#FFFFFF
          UIView (16, 20.5, 288, 100) cornerRadius=12 continuous corners=[topLeft,topRight] clips
            UILabel (8, 8, 200, 20.33) text="Hello \\"world\\"" font=17 regular color=#00000099 lines=1
          UIView (0, 0, 0, 0) hidden alpha=0.5

        """)
  }

  @Test func controlsShowTheirState() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    button.setTitle("Go", for: .normal)
    button.isEnabled = false
    let toggle = UISwitch(frame: CGRect(x: 0, y: 50, width: 51, height: 31))
    toggle.isOn = true
    let slider = UISlider(frame: CGRect(x: 0, y: 90, width: 100, height: 31))
    slider.value = 0.25
    let field = UITextField(frame: CGRect(x: 0, y: 130, width: 100, height: 34))
    field.placeholder = "Name"
    field.isSecureTextEntry = true
    for view in [button, toggle, slider, field] { root.addSubview(view) }
    let lines = ViewTreeDescription(root).description.split(separator: "\n").map(String.init)
    #expect(lines[1] == "  UIButton (0, 0, 100, 44) title=\"Go\" font=15 regular titleColor=#FFFFFF disabled")
    #expect(lines[2] == "  UISwitch (0, 50, 51, 31) isOn=true")
    #expect(lines[3] == "  UISlider (0, 90, 100, 31) value=0.25 range=0...1")
    #expect(
      lines[4] == "  UITextField (0, 130, 100, 34) text=\"\" placeholder=\"Name\" font=17 regular secure")
  }

  @Test func truncatedLabelIsMarked() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 21))
    label.text = "Far too long for forty points"
    #expect(ViewTreeDescription(label).description.hasSuffix("lines=1 truncated\n"))
  }
}
