import Foundation

extension View {
  /// Shows `content` in an inspector while `isPresented` is true. At the compact width hosts
  /// have (an iPhone's), the platform presents an inspector as a sheet, and so does Vellum:
  /// it renders and dismisses as a sheet.
  ///
  /// ```swift
  /// EditorView().inspector(isPresented: $showsInspector) { FormatInspector() }
  /// ```
  public consuming func inspector<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// Sets the inspector's width at regular width, in points (recorded: at compact width it is
  /// a sheet).
  ///
  /// ```swift
  /// FormatInspector().inspectorColumnWidth(280)
  /// ```
  public consuming func inspectorColumnWidth(_ width: CGFloat) -> some View {
    modifier(AttributesModifier([Attribute(.inspectorColumnWidth, .double(Double(width)))]))
  }

  /// Sets the inspector's width range at regular width, in points (the ideal width is recorded).
  ///
  /// ```swift
  /// FormatInspector().inspectorColumnWidth(min: 200, ideal: 280, max: 400)
  /// ```
  public consuming func inspectorColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View {
    inspectorColumnWidth(ideal)
  }
}
