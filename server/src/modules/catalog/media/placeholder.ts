import { drawingItem } from './render';

/** Shown for a product without photos (an imported one, say). */
export const placeholderPhoto = drawingItem({ drawing: 'placeholder', color: '#E6E8EB', label: 'Photo' });
