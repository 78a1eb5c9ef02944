/**
 * The engine's CSS, injected once. Everything is `position: fixed` (no layout shift when a popup opens); the
 * animations are skipped by the engine when the visitor prefers reduced motion, and disabled here too. The page's
 * scroll lock is the layer stack's (`shell-scroll-locked`, the shell's CSS); a closing popup has left the stack
 * and lets clicks through to the page during its exit animation.
 */
export const BUILDER_STYLES_ID = 'popups-builder-style';

export const BUILDER_CSS = `
.popups-builder{position:fixed;inset:0;z-index:1000;display:flex;align-items:center;justify-content:center;padding:16px}
.popups-builder__overlay{position:absolute;inset:0;background:rgba(0,0,0,.55)}
.popups-builder__dialog{position:relative;box-sizing:border-box;width:min(500px,100%);max-height:calc(100vh - 32px);overflow:auto;background:#fff;color:#111;border-radius:8px;padding:32px 24px 24px;box-shadow:0 10px 40px rgba(0,0,0,.3)}
.popups-builder__dialog:focus{outline:2px solid #1d4ed8;outline-offset:2px}
.popups-builder__title{margin:0 0 12px;font-size:1.4rem;line-height:1.3}
.popups-builder__close{position:absolute;top:6px;right:6px;min-width:44px;min-height:44px;border:0;background:transparent;font-size:28px;line-height:1;cursor:pointer;color:inherit}
.popups-builder__close--outside{top:8px;right:8px;color:#fff;z-index:1}
.popups-builder__button{display:inline-block;padding:10px 18px;border-radius:6px;background:#1d4ed8;color:#fff;text-decoration:none;font-weight:600}
.popups-builder__link{color:#1d4ed8}
.popups-builder__image{max-width:100%;height:auto}
.popups-builder--closing{pointer-events:none}
.popups-lightbox{position:fixed;inset:0;z-index:1001;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.85);padding:48px 16px}
.popups-lightbox img{max-width:100%;max-height:100%;object-fit:contain}
.popups-lightbox .popups-builder__close{color:#fff}
@keyframes popups-fadeIn{from{opacity:0}to{opacity:1}}
@keyframes popups-zoomIn{from{opacity:0;transform:scale(.6)}to{opacity:1;transform:none}}
@keyframes popups-slideInUp{from{transform:translateY(40px);opacity:0}to{transform:none;opacity:1}}
@keyframes popups-slideInDown{from{transform:translateY(-40px);opacity:0}to{transform:none;opacity:1}}
.popups-anim-fadeIn{animation-name:popups-fadeIn}.popups-anim-zoomIn{animation-name:popups-zoomIn}
.popups-anim-slideInUp{animation-name:popups-slideInUp}.popups-anim-slideInDown{animation-name:popups-slideInDown}
.popups-anim-reverse{animation-direction:reverse;animation-fill-mode:forwards}
@media (prefers-reduced-motion:reduce){.popups-builder__dialog{animation:none!important}}
`;
