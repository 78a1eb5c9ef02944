export { focusables, trapTab } from './focus-trap';
export { useDialogFocus } from './use-dialog-focus';
