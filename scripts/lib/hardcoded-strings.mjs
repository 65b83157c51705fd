// Finds user-facing text written straight into JSX instead of going through i18n: text children,
// string literals rendered as children, and user-facing attributes (aria-label, title, placeholder,
// alt, ...) given a literal. Text without a letter ("·", "—", "1.") is not language and passes.
// A line may opt out with a comment containing `i18n-ignore` on it or on the line above.
import ts from 'typescript';

export const USER_FACING_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'altText',
]);

const LETTER = /\p{L}/u;

/** The strings an expression can evaluate to, as far as literals go: `a ? 'x' : 'y'`, `x || 'z'`, `'a' + b`. */
function literalResults(node) {
  if (ts.isParenthesizedExpression(node)) return literalResults(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) return [node.head, ...node.templateSpans.map((span) => span.literal)];
  if (ts.isConditionalExpression(node)) return [...literalResults(node.whenTrue), ...literalResults(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.PlusToken) return [...literalResults(node.left), ...literalResults(node.right)];
    if (
      op === ts.SyntaxKind.AmpersandAmpersandToken ||
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken
    )
      return [
        ...literalResults(node.right),
        ...(op === ts.SyntaxKind.AmpersandAmpersandToken ? [] : literalResults(node.left)),
      ];
  }
  return [];
}

/** Returns `{ line, column, text, where }` for every hard-coded user-facing string in a TSX source. */
export function findHardCodedStrings(source, fileName = 'file.tsx') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = source.split('\n');
  const findings = [];
  const report = (node, text, where) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!LETTER.test(trimmed)) return;
    const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
    if (/i18n-ignore/.test(lines[line] ?? '') || /i18n-ignore/.test(lines[line - 1] ?? '')) return;
    findings.push({ line: line + 1, column: character + 1, text: trimmed, where });
  };
  const visit = (node) => {
    if (ts.isJsxText(node)) {
      report(node, node.text, 'text');
    } else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent ?? node)) {
      for (const literal of literalResults(node.expression)) report(literal, literal.text, 'text');
    } else if (ts.isJsxExpression(node) && node.expression && ts.isJsxFragment(node.parent ?? node)) {
      for (const literal of literalResults(node.expression)) report(literal, literal.text, 'text');
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      if (USER_FACING_ATTRIBUTES.has(name) && node.initializer) {
        if (ts.isStringLiteral(node.initializer)) report(node.initializer, node.initializer.text, name);
        else if (ts.isJsxExpression(node.initializer) && node.initializer.expression)
          for (const literal of literalResults(node.initializer.expression)) report(literal, literal.text, name);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}
