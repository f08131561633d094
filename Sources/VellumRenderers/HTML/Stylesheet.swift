/// Vellum's built-in stylesheet: Inter (San Francisco's stand-in), tinted buttons, inset grouped lists, switches,
/// light and dark appearance.
package enum Stylesheet {
  /// The dark appearance's system colors, for a viewer in dark mode and for a dark variant.
  private static let lightPalette = """
    --label:#000;--secondary-label:#3c3c4399;--accent:#007aff;\
    --tertiary-label:#3c3c434d;--quaternary-label:#3c3c432e;--quinary-label:#3c3c431a;\
    --background:#f2f2f7;--surface:#fff;--separator:#c6c6c8;--destructive:#ff3b30;\
    --fill:#78788033;--window:#fff;\
    \(CSS.systemColorVariables(dark: false))
    """

  private static let darkPalette = """
    --label:#fff;--secondary-label:#ebebf599;--tertiary-label:#ebebf54d;\
    --quaternary-label:#ebebf52e;--quinary-label:#ebebf51a;--accent:#0a84ff;--background:#000;\
    --surface:#1c1c1e;--separator:#38383a;--destructive:#ff453a;--fill:#7878805c;--window:#000;\
    \(CSS.systemColorVariables(dark: true))
    """

  package static let css = core + presentations

  /// The style sheet with the faces of Inter embedded ahead of it, for a page that stands
  /// alone: its texts are set in the font the point layout measured them with.
  package static let standalone = EmbeddedFont.allFaces + css

  private static let core = """
    :root{color-scheme:light dark;\(lightPalette)}\
    @media (prefers-color-scheme:dark){:root{\(darkPalette)}}\
    .dark{color-scheme:dark;\(darkPalette);background:var(--background);color:var(--label)}\
    .light{color-scheme:light;\(lightPalette);background:var(--background);color:var(--label)}\
    *{box-sizing:border-box}.visually-hidden{position:absolute;width:1px;height:1px;\
    overflow:hidden;clip-path:inset(50%);white-space:nowrap}\
    body{margin:0;background:var(--background);color:var(--label);\
    font:17px/1.3 Inter,-apple-system,BlinkMacSystemFont,"SF Pro Text","Segoe UI",Roboto,\
    "Helvetica Neue",Arial,sans-serif}\
    .screen{max-width:430px;margin:0 auto;padding:16px;display:flex;flex-direction:column;\
    align-items:center;gap:8px;min-height:100vh;position:relative}\
    .screen-variant{align-self:stretch;flex:1 0 auto;margin:-16px;padding:16px;display:flex;\
    flex-direction:column;align-items:center;gap:8px;border-radius:inherit;position:relative}\
    .vstack{display:flex;flex-direction:column;align-items:center;gap:8px}\
    .hstack{display:flex;flex-direction:row;align-items:center;gap:8px}\
    .zstack{display:grid;place-items:center}.zstack>*{grid-area:1/1}\
    .spacer{flex:1 1 0}.hstack:has(>.spacer){flex:1 1 auto;align-self:stretch}\
    .vstack:has(.hstack>.spacer){align-self:stretch}.divider{border:0;border-top:1px solid var(--separator);\
    width:100%;margin:0}\
    :is(.hstack,.gridrow,.lazyhstack)>.divider{width:auto;align-self:stretch;border-top:0;\
    border-inline-start:1px solid var(--separator);min-height:1em}\
    h1.text,h2.text,h3.text,h4.text{margin:0}\
    .text,.option,.segment,.picker-value,.date-value,.dialog-title,.navigation-title,.back{\
    unicode-bidi:plaintext}\
    :where(.line-limit) .text,.text:where(.line-limit){display:-webkit-box;\
    -webkit-box-orient:vertical;-webkit-line-clamp:var(--lines);overflow:hidden;\
    min-height:calc(var(--min-lines,0) * 1lh)}\
    :where(.redacted-placeholder) .text,.text:where(.redacted-placeholder),\
    :where(.redacted-privacy) :where(.privacy-sensitive) .text,\
    :where(.redacted-privacy) .text:where(.privacy-sensitive){\
    -webkit-text-fill-color:transparent;background:var(--separator);border-radius:4px}\
    :where(.unredacted) .text,.text:where(.unredacted){-webkit-text-fill-color:currentColor;\
    background:none}.label{display:inline-flex;gap:6px;\
    align-items:center}.symbol{width:1.2em;height:1.2em;flex:none;vertical-align:-.22em;fill:none;\
    stroke:currentColor;stroke-width:1.8;stroke-linecap:round;stroke-linejoin:round}\
    .symbol.image-scale-small{width:.95em;height:.95em}\
    .symbol.image-scale-large{width:1.55em;height:1.55em}\
    .symbol .solid{fill:currentColor}.symbol .knockout{stroke:var(--knockout,var(--background))}\
    .symbol .inset{stroke-width:2.8}.symbol.unknown{stroke-width:1.5;stroke-dasharray:3 2.5;\
    opacity:.6}.group,.menu-items,dialog{--knockout:var(--surface)}\
    .button{font:inherit;color:var(--accent);background:none;border:0;padding:4px 8px;\
    border-radius:8px;cursor:pointer}.button:disabled{opacity:.4}\
    .button.destructive{color:var(--destructive)}.button.cancel{font-weight:600}\
    .picker.style-segmented,.picker.style-palette{display:flex;gap:0;padding:2px;\
    background:rgb(120 120 128 / .12);border-radius:9px}.segment{flex:1;text-align:center;\
    padding:4px 8px;border-radius:7px}.segment[aria-checked=true]{background:var(--surface);\
    box-shadow:0 1px 3px rgb(0 0 0 / .12);font-weight:600}\
    .picker.style-inline,.picker.style-wheel,.picker.style-radio-group{flex-direction:column;\
    align-items:stretch}.option{padding:6px 0 6px 28px;position:relative}\
    .option[aria-checked=true]::before{content:"✓";position:absolute;inset-inline-start:6px;\
    color:var(--accent);font-weight:600}.picker-value{color:var(--secondary-label)}\
    .text-field.style-plain{border:0;background:none;padding:0}\
    .text-field.style-rounded-border{border-radius:6px}\
    .group .text-field:not(.style-rounded-border){border:0;background:none;padding:0}\
    .list.style-plain,.list.style-inset{gap:0}.list.style-plain .group,\
    .list.style-inset .group,.list.style-grouped .group{border-radius:0}\
    .list.style-plain .group{background:none}.list.style-plain .section-header{\
    text-transform:none;font-weight:600}\
    .gridrow{display:contents}.grid>:not(.gridrow){grid-column:1/-1}\
    .progress-view{display:flex;flex-direction:column;gap:4px;width:100%;\
    color:var(--secondary-label)}.progress-view progress{width:100%;accent-color:var(--accent)}\
    .spinner,.progress-ring{width:20px;height:20px;border-radius:50%;align-self:center}\
    .spinner{border:2px solid var(--separator);border-top-color:var(--label)}\
    .progress-ring{background:conic-gradient(var(--accent) calc(var(--fraction) * 360deg),\
    var(--separator) 0);-webkit-mask:radial-gradient(circle,transparent 55%,#000 56%)}\
    .disclosure-group{width:100%}.disclosure-label{cursor:pointer;padding:4px 0}\
    .labeled-content{display:flex;align-items:center;gap:8px;width:100%}\
    .labeledvalue{color:var(--secondary-label)}\
    .groupbox{background:rgb(120 120 128 / .12);border-radius:10px;padding:12px;width:100%;\
    display:flex;flex-direction:column;gap:8px}.groupbox>.header{font-weight:600}\
    .contentunavailableview{display:flex;flex-direction:column;align-items:center;gap:8px;\
    text-align:center;padding:32px 16px;color:var(--secondary-label)}\
    .link{color:var(--accent);text-decoration:none}\
    .gauge{display:flex;flex-direction:column;gap:4px;width:100%}.gauge-scale{display:flex;\
    align-items:center;gap:8px}.gauge meter{flex:1}\
    .menu{display:inline-flex;flex-direction:column;gap:4px}.menu-items{display:flex;\
    flex-direction:column;background:var(--surface);border-radius:12px;padding:4px 0;\
    box-shadow:0 4px 16px rgb(0 0 0 / .15)}.menu-items .button{text-align:start;\
    color:var(--label);padding:10px 16px;border-radius:0}\
    .table{border-collapse:collapse;width:100%}.table th,.table td{padding:6px 8px;\
    text-align:start}.table th{font-weight:600;border-bottom:1px solid var(--separator)}\
    .table tbody tr:nth-child(even){background:rgb(120 120 128 / .08)}\
    .table tr[aria-selected=true]{background:var(--accent);color:#fff}\
    .table th[aria-sort=ascending]::after{content:" ▲"}\
    .table th[aria-sort=descending]::after{content:" ▼"}\
    .context-menu{display:flex;flex-direction:column;gap:8px}\
    .swipe-row{display:flex;align-items:center;width:100%}.swipe-row>.menu-items{\
    flex-direction:row;margin-inline-start:auto;box-shadow:none;padding:0;background:none}\
    .searchable{align-self:stretch;display:flex;flex-direction:column;align-items:center;\
    gap:8px}.search-box{align-self:stretch;padding:7px 8px;border-radius:10px;\
    background:rgb(118 118 128 / .12);color:var(--secondary-label)}\
    .search-box>.text-field{border:0;background:none;padding:0;flex:1;width:auto;\
    min-width:60px;color:var(--label)}\
    .search-box{display:flex;align-items:center;gap:4px;flex-wrap:wrap}.search-token{\
    padding:2px 8px;border-radius:6px;background:var(--accent);color:#fff}\
    .layout-bounds{position:relative}.layout-bounds>.placed{position:absolute;display:flex;\
    align-items:center;justify-content:center}\
    .tab{position:relative}.tab-badge{position:absolute;top:0;inset-inline-start:55%;min-width:18px;\
    padding:0 5px;border-radius:9px;background:var(--destructive);color:#fff;font-size:12px}\
    .has-badge{display:flex;align-items:center;gap:8px}.has-badge::after{content:var(--badge);\
    margin-inline-start:auto;min-width:20px;padding:1px 7px;border-radius:10px;font-size:15px;\
    text-align:center;color:var(--secondary-label)}\
    .edit-delete::before{content:"−";display:inline-grid;place-items:center;width:22px;\
    height:22px;margin-right:12px;border-radius:50%;background:var(--destructive);color:#fff;\
    font-weight:700}.edit-move::after{content:"≡";margin-inline-start:auto;padding-inline-start:12px;\
    color:var(--secondary-label)}\
    .text-editor{font:inherit;width:100%;min-height:88px;padding:6px 8px;border-radius:8px;\
    border:1px solid var(--separator);background:var(--surface);color:inherit}\
    .control-group{display:flex;gap:1px;border-radius:8px;overflow:hidden;\
    background:var(--separator)}.control-group>*{background:var(--surface);border-radius:0}\
    .date-picker,.color-picker{display:flex;align-items:center;gap:8px;width:100%}\
    .color-picker input{width:28px;height:28px;border:0;border-radius:50%;padding:0}\
    .multi-date-picker{border:0;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:6px;\
    width:100%}.multi-date-picker legend{float:left;margin-right:auto}\
    .multi-date-picker time{padding:4px 8px;border-radius:14px;background:var(--accent);\
    color:#fff}\
    .date-value{border-radius:6px;padding:6px 11px;background:rgb(120 120 128 / .12)}\
    .date-value[aria-disabled=true]{opacity:.4}\
    .date-picker>.control-label{flex:1}\
    .picker.style-wheel{text-align:center;padding:4px 0}.picker.style-wheel .option{\
    padding:4px 0;color:var(--tertiary-label)}\
    .picker.style-wheel .option[aria-checked=true]{color:var(--label);border-radius:8px;\
    background:rgb(120 120 128 / .12)}.picker.style-wheel .option::before{content:none}\
    .toggle-button{width:auto}.toggle-button[aria-pressed=true]{background:var(--accent);\
    color:#fff}\
    .button.style-bordered{background:rgb(120 120 128 / .16);padding:7px 14px}\
    .button.style-bordered-prominent{background:var(--accent);color:#fff;padding:7px 14px;\
    font-weight:600}.button.style-plain{color:inherit;padding:0}\
    .button.style-custom{color:inherit;padding:0;border-radius:0;text-align:inherit}\
    .border-shape-capsule .button,.button.border-shape-capsule{border-radius:9999px}\
    .control-size-small .button,.button.control-size-small{font-size:15px;padding:4px 10px}\
    .control-size-large .button,.button.control-size-large{padding:12px 20px}\
    .toggle,.slider,.picker,.stepper{display:flex;align-items:center;gap:8px;width:100%}\
    .slider input[type=range]{flex:1;min-width:60px;height:4px;margin:12px 0;\
    appearance:none;-webkit-appearance:none;border-radius:2px;background:linear-gradient(\
    to right,var(--accent) calc(var(--fraction,0) * 100%),rgb(120 120 128 / .2) 0)}\
    [dir=rtl] .slider input[type=range]{background:linear-gradient(to left,var(--accent) \
    calc(var(--fraction,0) * 100%),rgb(120 120 128 / .2) 0)}\
    .slider input[type=range]::-webkit-slider-thumb{-webkit-appearance:none;width:28px;\
    height:28px;border-radius:50%;background:#fff;\
    box-shadow:0 .5px 4px rgb(0 0 0 / .12),0 6px 13px rgb(0 0 0 / .12)}\
    .slider:has(input[type=range]:disabled){opacity:.4}\
    .slider>.control-label:empty{display:none}\
    .control-label{flex:1}.toggle input{width:22px;height:22px;accent-color:#34c759}\
    .toggle input[role=switch]{appearance:none;-webkit-appearance:none;position:relative;\
    flex:none;width:51px;height:31px;margin:0;border-radius:16px;\
    background:rgb(120 120 128 / .16)}\
    .toggle input[role=switch]::before{content:"";position:absolute;top:2px;\
    inset-inline-start:2px;width:27px;height:27px;border-radius:50%;background:#fff;\
    box-shadow:0 3px 8px rgb(0 0 0 / .15),0 3px 1px rgb(0 0 0 / .06)}\
    .toggle input[role=switch]:checked{background:#34c759}\
    .toggle input[role=switch]:checked::before{inset-inline-start:22px}\
    .toggle input:disabled{opacity:.5}\
    .stepper button{font:inherit;font-size:20px;line-height:1;width:47px;height:32px;border:0;\
    margin:0;background:rgb(120 120 128 / .12);color:var(--label)}\
    .stepper button:first-of-type{border-start-start-radius:8px;border-end-start-radius:8px;\
    border-inline-end:1px solid var(--separator)}\
    .stepper button:last-of-type{border-start-end-radius:8px;border-end-end-radius:8px;\
    margin-inline-start:-8px}\
    .stepper button:disabled{color:var(--tertiary-label)}\
    .picker>select{appearance:none;-webkit-appearance:none;border:0;margin:0;padding:0;\
    background:none;font:inherit;color:var(--secondary-label);text-align:end;cursor:pointer}\
    .picker:has(>select)::after{content:"";flex:none;width:6px;height:6px;\
    margin:0 4px 4px 0;border:solid var(--secondary-label);border-width:0 2px 2px 0;\
    transform:rotate(45deg)}\
    .text-field{font:inherit;width:100%;padding:6px 8px;border:1px solid var(--separator);\
    border-radius:8px;background:var(--surface);color:inherit}\
    .list{width:100%;display:flex;flex-direction:column;gap:24px}\
    .section{display:flex;flex-direction:column;gap:6px}\
    .section-header,.section-footer{font-size:13px;color:var(--secondary-label);\
    padding:0 16px}.section-header{text-transform:uppercase}\
    .group{list-style:none;margin:0;padding:0;background:var(--surface);border-radius:10px;\
    overflow:hidden}.row{padding:11px 16px;display:flex;align-items:center;min-height:44px}\
    .row+.row{border-top:1px solid var(--separator)}\
    .row.at-frame+.row.at-frame{border-top:0;box-shadow:inset 16px 0 var(--surface),\
    inset 0 .5px var(--separator)}\
    .row.selected{background:var(--accent);color:#fff}\
    .color,.gradient,.capsule,.circle,.rectangle,.roundedrectangle,.ellipse,.shape{min-width:16px;\
    min-height:16px;align-self:stretch}.capsule,.circle{border-radius:9999px}.error{color:var(--destructive);border:1px solid;padding:8px;\
    border-radius:8px}\
    .layered{position:relative;display:inline-grid}.layered>*{grid-area:1/1}\
    .layered:has(>:is(.list,.scroll-view,.navigation-stack,.tab-view)){display:grid;\
    align-self:stretch}\
    .layer{display:grid;pointer-events:none}.layer.background{z-index:-1}\
    .navigation-stack{width:100%;display:flex;flex-direction:column;gap:8px}\
    .navigation-bar{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;\
    min-height:44px;border-bottom:1px solid var(--separator)}\
    .bar-leading{display:flex;gap:8px}.bar-trailing{display:flex;gap:8px;\
    justify-content:flex-end}.navigation-title{font-size:17px;margin:0;text-align:center}\
    .navigation-bar.large-title{border-bottom:0;row-gap:2px}.large-title>.navigation-title{\
    grid-row:2;grid-column:1/-1;font-size:34px;font-weight:700;text-align:start}\
    .large-title>.bar-leading{grid-area:1/1}.large-title>.bar-trailing{grid-area:1/3}\
    [dir=rtl] .large-title>.navigation-title{text-align:right}\
    .title-menu{display:flex;align-items:center;justify-content:center;gap:4px}\
    .large-title>.title-menu{grid-row:2;grid-column:1/-1;justify-content:start}\
    .large-title>.title-menu>.navigation-title{font-size:34px;font-weight:700}\
    .back{font:inherit;color:var(--accent);background:none;border:0;padding:0}\
    .navigation-bar.at-frame{grid-template-rows:44px;align-content:start;padding:0 16px;\
    border-bottom:0}.navigation-bar.at-frame .back{margin-inline-start:-8px}\
    .navigation-content{display:flex;flex-direction:column;align-items:center;gap:8px}\
    .bottom-bar{display:flex;justify-content:space-around;border-top:1px solid \
    var(--separator);padding:8px}.navigation-link{display:flex;width:100%;\
    color:inherit}.navigation-link>:first-child{flex:1}.chevron{color:var(--secondary-label)}\
    .tab-view{width:100%;display:flex;flex-direction:column;flex:1 0 auto;align-self:stretch}\
    .tab-content{flex:1;display:flex;flex-direction:column;align-items:center}\
    .tab-bar{display:flex;justify-content:space-around;border-top:1px solid var(--separator);\
    padding:6px}.tab{font:inherit;font-size:10px;font-weight:500;background:none;border:0;\
    color:var(--secondary-label)}.tab.selected{color:var(--accent)}\
    .tab .label{flex-direction:column;gap:2px}.tab .symbol{width:26px;height:26px;\
    stroke-width:1.7}\
    .navigationsplitview{width:100%;display:flex;gap:1px;flex-wrap:wrap;\
    container-type:inline-size}\
    .column{flex:1 1 240px;min-width:0;display:flex;flex-direction:column}\
    @container (min-width:700px){.navigationsplitview>.column:not(:last-child){\
    flex:0 0 300px;padding-inline-end:12px;border-inline-end:1px solid var(--separator)}}\
    @container (max-width:699px){.navigationsplitview>.compact-hidden{display:none}}\
    \(atFrame)
    """

  /// The rules for a screen at its device's size (`framed`) and the elements placed at the
  /// point layout's frames on it: the inline `left`, `top`, `width` and `height` are the
  /// layout's, and no other rule may move or resize them (hence `!important` on what other
  /// rules set); what scrolls in SwiftUI scrolls, a wheel picker's options among them, whose
  /// label iOS keeps for VoiceOver only.
  private static let atFrame = """
    .framed{box-sizing:content-box;padding:0;display:block;max-width:none;min-height:0;\
    flex:none;overflow:hidden}.framed>.screen-variant{position:absolute;inset:0;margin:0;\
    padding:0;display:block;max-width:none}\
    .at-frame{position:absolute!important;margin:0!important;min-width:0!important;\
    min-height:0!important;max-width:none!important;max-height:none!important;flex:none}\
    .button.at-frame,.layered.at-frame,.row.at-frame{padding:0}\
    hr.divider.at-frame{border:0;background:var(--separator)}\
    .row-chevron{position:absolute;inset-inline-end:16px;top:50%;translate:0 -50%;\
    color:var(--tertiary-label);font-size:22px;line-height:1}[dir=rtl] .row-chevron{scale:-1 1}\
    :is(.list,.scroll-view).at-frame{overflow:auto;overscroll-behavior:contain}\
    .picker.style-wheel.at-frame{overflow:auto;justify-content:safe center}\
    .picker.style-wheel.at-frame>.control-label{position:absolute;width:1px;height:1px;\
    overflow:hidden;clip-path:inset(50%)}
    """
}
