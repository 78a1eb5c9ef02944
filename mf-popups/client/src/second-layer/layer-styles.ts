/** The layer's CSS, injected once (`injectStyles`). Fixed position: opening a popup shifts nothing. */
export const LAYER_STYLES_ID = 'popups-second-layer-style';

export const LAYER_CSS = `
.popups-second-layer{position:fixed;inset:0;z-index:1000;display:flex;align-items:center;justify-content:center;padding:16px}
.popups-second-layer__overlay{position:absolute;inset:0;background:rgba(0,0,0,.55)}
.popups-second-layer__dialog{position:relative;box-sizing:border-box;width:min(520px,100%);min-height:120px;max-height:calc(100vh - 32px);overflow:auto;background:#fff;color:#111;border-radius:8px;padding:36px 24px 24px;box-shadow:0 10px 40px rgba(0,0,0,.3)}
.popups-second-layer__dialog:focus{outline:2px solid #1d4ed8;outline-offset:2px}
.popups-second-layer__close{position:absolute;top:6px;right:6px;min-width:44px;min-height:44px;border:0;background:transparent;font-size:28px;line-height:1;cursor:pointer;color:inherit}
.popups-second-layer__close:focus-visible{outline:2px solid #1d4ed8}
.popups-second-layer .popups-builder__title,.popups-second-layer__error{margin:0 0 12px;font-size:1.4rem;line-height:1.3}
.popups-second-layer .popups-builder__button{display:inline-block;padding:10px 18px;border-radius:6px;background:#1d4ed8;color:#fff;text-decoration:none;font-weight:600}
.popups-second-layer .popups-builder__link{color:#1d4ed8}
.popups-second-layer .popups-builder__image{max-width:100%;height:auto}
.popups-second-layer__custom{font-style:italic}
.popups-second-layer__spinner{width:32px;height:32px;margin:16px auto;border:4px solid #dbeafe;border-top-color:#1d4ed8;border-radius:50%;animation:popups-second-layer-spin .8s linear infinite}
@keyframes popups-second-layer-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.popups-second-layer__spinner{animation-duration:3s}}
`;
