import Foundation
import Testing
import Vellum

/// Custom scroll target behaviors, the paging behavior's rest points, image paints and color
/// matrices (issue 60). Sources: Apple's documentation of `ScrollTargetBehavior`
/// (`updateTarget(_:context:)`), `PagingScrollTargetBehavior` ("the scroll view's … page
/// size… is the containing scroll view's size"), `ImagePaint` and `ColorMatrix`.
@MainActor
@Suite struct StyleAndScrollSurfaceTests {
  struct Snap: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      target.rect.origin.y = (target.rect.minY / 100).rounded() * 100
    }
  }

  private func context(_ target: ScrollTarget, axes: Axis.Set) -> ScrollTargetBehaviorContext {
    ScrollTargetBehaviorContext(
      originalTarget: target, velocity: CGVector(dx: 0, dy: 300),
      contentSize: CGSize(width: 1000, height: 4000),
      containerSize: CGSize(width: 400, height: 800),
      axes: axes)
  }

  @Test func pagingRestsOnThePageNearestTheTarget() {
    var target = ScrollTarget(rect: CGRect(x: 0, y: 1300, width: 400, height: 800))
    PagingScrollTargetBehavior().updateTarget(&target, context: context(target, axes: .vertical))
    #expect(target.rect.minY == 1600)
    var far = ScrollTarget(rect: CGRect(x: 0, y: 9000, width: 400, height: 800))
    PagingScrollTargetBehavior().updateTarget(&far, context: context(far, axes: .vertical))
    #expect(far.rect.minY == 3200, "the last page, not past the content")
    var sideways = ScrollTarget(rect: CGRect(x: 350, y: 0, width: 400, height: 800))
    PagingScrollTargetBehavior().updateTarget(
      &sideways, context: context(sideways, axes: .horizontal))
    #expect(sideways.rect.minX == 400)
    var aligned = sideways
    ViewAlignedScrollTargetBehavior().updateTarget(
      &aligned, context: context(aligned, axes: .horizontal))
    #expect(aligned.rect == sideways.rect)
  }

  @Test func aCustomBehaviorIsAcceptedAndDeclaresItsRest() {
    var target = ScrollTarget(rect: CGRect(x: 0, y: 260, width: 400, height: 800))
    Snap().updateTarget(&target, context: context(target, axes: .vertical))
    #expect(target.rect.minY == 300)
    let tree = ViewHost(
      ScrollView { Text("Rows") }.scrollTargetBehavior(Snap())
    ).render(.tree)
    #expect(tree.contains("Rows"), "\(tree)")
  }

  @Test func imagePaintsAndColorMatricesAreValues() {
    let paint: ImagePaint = .image(Image("bricks"), scale: 0.5)
    #expect(paint.scale == 0.5 && paint.sourceRect == CGRect(x: 0, y: 0, width: 1, height: 1))
    let tree = ViewHost(Rectangle().fill(paint)).render(.tree)
    #expect(tree == "Rectangle fill: ImagePaint\n", "\(tree)")
    var sepia = ColorMatrix()
    #expect(sepia.r1 == 1 && sepia.g2 == 1 && sepia.b3 == 1 && sepia.a4 == 1 && sepia.r2 == 0)
    sepia.r2 = 0.769
    #expect(sepia != ColorMatrix())
  }
}

/// Shape styles changed as a whole. Source: Apple's documentation of `ShapeStyle.opacity(_:)`
/// ("returns a new style based on self that multiplies by the specified opacity when
/// drawing"), `blendMode(_:)`, `shadow(_:)` and `ShadowStyle` (`drop`, `inner`).
@MainActor
@Suite struct ShapeStyleModifierTests {
  @Test func aTranslucentStyleIsItsColorAtThatOpacity() {
    let tinted = ViewHost(Text("Draft").background(.tint.opacity(0.15))).render(.tree)
    let expected = ViewHost(Text("Draft").background(Color("tint").opacity(0.15))).render(.tree)
    #expect(tinted == expected, "\(tinted)")
    let secondary = ViewHost(Circle().fill(.secondary.opacity(0.5))).render(.tree)
    #expect(secondary.contains("fill: secondary(0.5)"), "\(secondary)")
    // A material has no color to make translucent: it is recorded as it is.
    let material = ViewHost(Circle().fill(.thinMaterial.opacity(0.5))).render(.tree)
    #expect(material == ViewHost(Circle().fill(.thinMaterial)).render(.tree))
  }

  @Test func blendedAndShadowedStylesAreRecordedAsThemselves() {
    let plain = ViewHost(Circle().fill(.red)).render(.tree)
    #expect(ViewHost(Circle().fill(.red.blendMode(.multiply))).render(.tree) == plain)
    #expect(ViewHost(Circle().fill(.red.shadow(.drop(radius: 4, y: 2)))).render(.tree) == plain)
    #expect(ShadowStyle.drop(radius: 3) != .inner(radius: 3))
  }
}
