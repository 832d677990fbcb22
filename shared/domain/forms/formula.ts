/**
 * The formulas of a form's columns ("c3 * c4", "c5 * 13%"), parsed by a small recursive-descent grammar
 * and evaluated with exact decimals; nothing is ever handed to eval or Function.
 *
 *   expression := term (("+" | "-") term)*
 *   term       := unary (("*" | "/") unary)*
 *   unary      := "-" unary | postfix
 *   postfix    := primary "%"?              13% is 0.13; (c1 + c2)% is (c1 + c2) / 100
 *   primary    := number | key | "(" expression ")"
 *   number     := digits ("." digits)?      no exponent, no sign (a minus is the unary operator)
 *   key        := "c" digits                a column's key, any case: C3 is c3
 *
 * Blanks between tokens are ignored.
 */
import { FORM_FORMULA_MAX_LENGTH } from './form-limits.js';
import { Dec, HUNDRED, ZERO, type Decimal } from './decimal.js';

export type FormulaNode =
  | { kind: 'number'; value: string }
  | { kind: 'ref'; key: string }
  | { kind: 'negate'; operand: FormulaNode }
  | { kind: 'percent'; operand: FormulaNode }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/'; left: FormulaNode; right: FormulaNode };

export type FormulaParse =
  | { ok: true; ast: FormulaNode; refs: string[] }
  | { ok: false; code: 'formFormulaInvalid'; position: number };

class FormulaSyntaxError extends Error {
  constructor(readonly position: number) {
    super(`formula syntax error at ${position}`);
  }
}

/** Parses a formula; `position` of a failure is the index of the first character that does not fit. */
export function parseFormula(text: string): FormulaParse {
  if (text.length > FORM_FORMULA_MAX_LENGTH)
    return { ok: false, code: 'formFormulaInvalid', position: FORM_FORMULA_MAX_LENGTH };
  let at = 0;

  const skipBlanks = () => {
    while (at < text.length && /\s/.test(text[at]!)) at += 1;
  };
  const peek = (): string | undefined => {
    skipBlanks();
    return text[at];
  };
  const fail = (): never => {
    skipBlanks();
    throw new FormulaSyntaxError(at);
  };

  // One precedence level of left-associative operators: operand (op operand)*.
  const level = (ops: readonly ('+' | '-' | '*' | '/')[], operand: () => FormulaNode) => (): FormulaNode => {
    let node = operand();
    for (let op = peek(); ops.some((o) => o === op); op = peek()) {
      at += 1;
      node = { kind: 'binary', op: op as (typeof ops)[number], left: node, right: operand() };
    }
    return node;
  };
  const term = level(['*', '/'], () => unary());
  const expression = level(['+', '-'], term);
  const unary = (): FormulaNode => {
    if (peek() === '-') {
      at += 1;
      return { kind: 'negate', operand: unary() };
    }
    const node = primary();
    if (peek() === '%') {
      at += 1;
      return { kind: 'percent', operand: node };
    }
    return node;
  };
  const primary = (): FormulaNode => {
    const next = peek();
    if (next === '(') {
      at += 1;
      const node = expression();
      if (peek() !== ')') fail();
      at += 1;
      return node;
    }
    // A token runs on to the next operator, parenthesis or blank: "2c3", "1e3" or "1.5.2" is refused
    // where it starts, not read as a number followed by something else.
    const start = at;
    const token = /^[\w.]+/.exec(text.slice(at))?.[0] ?? '';
    at += token.length;
    if (/^\d+(?:\.\d+)?$/.test(token)) return { kind: 'number', value: token };
    if (/^[cC]\d+$/.test(token)) return { kind: 'ref', key: token.toLowerCase() };
    throw new FormulaSyntaxError(start);
  };

  try {
    const ast = expression();
    if (peek() !== undefined) fail();
    return { ok: true, ast, refs: formulaRefs(ast) };
  } catch (error) {
    if (error instanceof FormulaSyntaxError)
      return { ok: false, code: 'formFormulaInvalid', position: error.position };
    throw error;
  }
}

export type FormulaValue =
  | { kind: 'value'; value: Decimal }
  /** A referenced cell is empty: the formula's cell stays empty too (not zero). */
  | { kind: 'empty' }
  | { kind: 'divisionByZero' };

/** The keys a parsed formula reads, each once, in the order they appear. */
export function formulaRefs(ast: FormulaNode, refs: string[] = []): string[] {
  if (ast.kind === 'ref' && !refs.includes(ast.key)) refs.push(ast.key);
  if (ast.kind === 'negate' || ast.kind === 'percent') formulaRefs(ast.operand, refs);
  if (ast.kind === 'binary') {
    formulaRefs(ast.left, refs);
    formulaRefs(ast.right, refs);
  }
  return refs;
}

/**
 * Evaluates a parsed formula exactly; `lookup` answers a column's value in the row, undefined when the
 * cell is empty. An empty reference wins over a division by zero: a row not yet filled is no error.
 * `refs` (what parseFormula answered) spares walking the tree again on every row.
 */
export function evaluateFormula(
  ast: FormulaNode,
  lookup: (key: string) => Decimal | undefined,
  refs: readonly string[] = formulaRefs(ast),
): FormulaValue {
  const values = new Map<string, Decimal>();
  for (const key of refs) {
    const value = lookup(key);
    if (value === undefined) return { kind: 'empty' };
    values.set(key, value);
  }
  let dividedByZero = false;
  const evaluate = (node: FormulaNode): Decimal => {
    switch (node.kind) {
      case 'number':
        return new Dec(node.value);
      case 'ref':
        return values.get(node.key) ?? ZERO;
      case 'negate':
        return evaluate(node.operand).neg();
      case 'percent':
        return evaluate(node.operand).div(HUNDRED);
      case 'binary': {
        const left = evaluate(node.left);
        const right = evaluate(node.right);
        if (node.op === '+') return left.plus(right);
        if (node.op === '-') return left.minus(right);
        if (node.op === '*') return left.times(right);
        if (right.eq(ZERO)) {
          dividedByZero = true;
          return ZERO;
        }
        return left.div(right);
      }
    }
  };
  const value = evaluate(ast);
  return dividedByZero ? { kind: 'divisionByZero' } : { kind: 'value', value };
}
