import CGLayoutFlex

/// A style made from the defaults and `configure`: `style { $0.flexDirection = .column }`.
func style(_ configure: (inout FlexStyle) -> Void) -> FlexStyle {
    var style = FlexStyle()
    configure(&style)
    return style
}
