extension Stylesheet {
  /// Presentations laid over the screen that presents them, as iOS lays them out: the screen
  /// dimmed behind; a sheet as a card rising from the bottom to its detent's height, with a
  /// grabber when it can be dragged between detents; a full-screen cover over everything; an
  /// alert as a small centred card whose two buttons sit side by side (more stack); a
  /// confirmation dialog as an action sheet at the bottom, its Cancel button on a card of its
  /// own.
  static let presentations = """
    .backdrop{position:absolute;inset:0;z-index:1;background:rgb(0 0 0 / .3);\
    border-radius:inherit}\
    dialog{position:absolute;z-index:1;margin:0;border:0;padding:20px;color:var(--label);\
    background:var(--surface);display:flex;flex-direction:column;gap:12px;align-items:center}\
    dialog.sheet{inset:auto 0 0 0;width:auto;max-width:none;height:calc(100% - 48px);\
    padding:16px;border-radius:12px 12px 0 0;background:var(--background);\
    align-items:stretch;overflow:hidden}\
    dialog.sheet.grabber{padding-top:20px}dialog.sheet.grabber::before{content:"";\
    position:absolute;top:5px;left:50%;width:36px;height:5px;margin-left:-18px;\
    border-radius:3px;background:var(--tertiary-label)}\
    dialog.fullscreencover{inset:0;width:auto;max-width:none;height:auto;\
    border-radius:inherit;background:var(--background);align-items:stretch}\
    .dialog-title{font-size:17px;margin:0}.message{font-size:13px}\
    dialog.alert{inset:50% auto auto 50%;transform:translate(-50%,-50%);width:270px;\
    padding:19px 0 0;\
    gap:0;display:grid;grid-template-columns:1fr 1fr;border-radius:14px;text-align:center}\
    dialog.alert>*{grid-column:1/-1}dialog.alert>.dialog-title{font-weight:600;padding:0 16px 2px}\
    dialog.alert>.message,dialog.alert>.dialog-title:not(:has(+.message)){padding:0 16px 18px}\
    dialog.alert>.button{width:100%;padding:11px 8px;border-radius:0;\
    border-top:1px solid var(--separator);font-size:17px}\
    dialog.alert>button:first-of-type:nth-last-of-type(2),\
    dialog.alert>button:first-of-type:nth-last-of-type(2)+button{grid-column:auto}\
    dialog.alert>button:first-of-type:nth-last-of-type(2)+button{\
    border-inline-start:1px solid var(--separator)}\
    dialog.confirmationdialog{inset:auto 8px 8px 8px;width:auto;padding:0;gap:0;background:none;\
    align-items:stretch}dialog.confirmationdialog>*{background:var(--surface);\
    text-align:center;border-radius:0}\
    dialog.confirmationdialog>.dialog-title{font-size:13px;font-weight:600;padding:14px;\
    color:var(--secondary-label);border-radius:14px 14px 0 0}\
    dialog.confirmationdialog>.message{padding:0 14px 14px;color:var(--secondary-label)}\
    dialog.confirmationdialog>.button{padding:16px;font-size:19px;\
    border-top:1px solid var(--separator)}\
    dialog.confirmationdialog>:first-child{border-top:0;border-top-left-radius:14px;\
    border-top-right-radius:14px}\
    dialog.confirmationdialog>:has(+.cancel),dialog.confirmationdialog>:last-child{\
    border-bottom-left-radius:14px;border-bottom-right-radius:14px}\
    dialog.confirmationdialog>.button.cancel{margin-top:8px;border:0;border-radius:14px;\
    font-weight:600}
    """
}
