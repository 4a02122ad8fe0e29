// Features are vertical slices: a feature may import shared code (components, lib, api, contract) but
// never another feature, and shared code never imports a feature. app/ composes features.
import path from 'node:path';

const featuresRoot = path.resolve('src/features');
const sharedRoots = ['src/components', 'src/lib', 'src/api'].map((p) => path.resolve(p));

function featureOf(file) {
  const rel = path.relative(featuresRoot, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0];
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'features never import each other; shared code never imports features' },
    schema: [],
    messages: {
      crossFeature:
        'Feature "{{from}}" must not import feature "{{to}}"; lift the shared part to src/lib or src/components.',
      sharedImportsFeature: 'Shared code must not import feature "{{to}}".',
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const from = featureOf(file);
    const isShared = sharedRoots.some((root) => file.startsWith(root + path.sep));
    function check(node) {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), spec));
      if (!to) return;
      if (from && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
      else if (isShared) context.report({ node, messageId: 'sharedImportsFeature', data: { to } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
