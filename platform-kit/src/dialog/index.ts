export { focusables, trapTab } from './focus-trap';
export { useDialogFocus } from './use-dialog-focus';
export { useLayer, type UseLayerOptions } from './use-layer';
