/** The id of the dialogs' <style>, so the kit's injectStyles adds it once per page. */
export const AUTH_STYLES_ID = 'auth-dialogs-style';

/** The island's own small stylesheet; only `auth-` classes. */
export const AUTH_STYLES = `
.auth-dialog__backdrop{position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;z-index:1000;padding:16px}
.auth-dialog{position:relative;background:#fff;color:#222;border-radius:8px;max-width:500px;width:100%;max-height:90vh;overflow:auto;padding:24px;box-shadow:0 10px 30px rgba(0,0,0,.3)}
.auth-dialog__close{position:absolute;top:8px;right:8px;border:0;background:none;font-size:24px;line-height:1;cursor:pointer;padding:4px 8px}
.auth-dialog__error{color:#a40000;margin:8px 0}
.auth-dialog__error:empty{margin:0}
.auth-dialog__field{display:flex;flex-direction:column;gap:4px;margin:12px 0}
.auth-dialog__field label{font-weight:600}
.auth-dialog__field input{padding:8px;font:inherit}
.auth-dialog__submit{padding:10px 16px;font:inherit;cursor:pointer}
.auth-dialog--loading .auth-dialog__submit{opacity:.6;cursor:progress}
.auth-dialog__success{color:#1d5e1d;margin:8px 0}
.auth-dialog__links{list-style:none;padding:0;margin:12px 0 0;display:flex;flex-wrap:wrap;gap:8px 16px}
.auth-dialog--registration-complete .auth-dialog__form{opacity:.9}
.auth-captcha__picture{display:flex;align-items:center;gap:12px;margin:12px 0 0}
.auth-captcha__picture img{border:1px solid #ccc;border-radius:4px;background:#fff}
.auth-captcha__reload{font:inherit;padding:6px 10px;cursor:pointer}
.auth-cashback{background:#f3f8ee;border:1px solid #b9d7a0;border-radius:6px;padding:12px;margin-bottom:12px}
`;
