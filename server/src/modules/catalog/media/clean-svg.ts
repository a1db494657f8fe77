import { optimize, type CustomPlugin } from 'svgo';
import { FieldsError } from '../../../lib/http-errors';

/** Keeps only what draws: no embedded HTML, and no reference to anything outside the document but an inline image. */
const dropOutsideReferences: CustomPlugin = {
  name: 'dropOutsideReferences',
  fn: () => ({
    element: {
      enter(node, parent) {
        if (node.name === 'foreignObject') {
          parent.children = parent.children.filter((child) => child !== node);
          return;
        }
        for (const name of ['href', 'xlink:href']) {
          const value = node.attributes[name];
          if (value !== undefined && !value.startsWith('#') && !/^data:image\/(png|jpeg|gif);/i.test(value)) delete node.attributes[name];
        }
      },
    },
  }),
};

/**
 * A group icon as support sends it: an SVG drawing made small and harmless by SVGO (its default optimisations, no
 * scripts or event handlers, no embedded HTML or outside references). Anything that is not an `<svg>` document is a
 * 422 `icon: iconInvalid`.
 */
export function cleanSvg(text: string): string {
  let data: string;
  try {
    data = optimize(text, { multipass: true, plugins: ['preset-default', 'removeScripts', dropOutsideReferences] }).data;
  } catch {
    throw new FieldsError({ icon: ['iconInvalid'] });
  }
  if (!/^<svg[\s>]/.test(data)) throw new FieldsError({ icon: ['iconInvalid'] });
  return data;
}
