export { createLayerStack, type OwnedLayerStack } from './layer-stack';
