import { topologicalOrder } from './dependency-graph';
import { linearize, parseExpression, type Expr, type LinearForm } from './expression';
import { RULE_MESSAGES, type RuleProblem } from './messages';
import { optNumber, type TemplateIndex } from './template-input';

/** A calculation item ready to run: its tree, its linear form when it has one, and its inputs. */
export interface CompiledCalculation {
  item: number;
  expr: Expr;
  linear: LinearForm | null;
  /** Item indexes of the linear terms (aligned with linear.terms) or of every variable otherwise. */
  inputs: number[];
  decimals: number | undefined;
}

/** The formula text of a calculation item (options.calculations.value). */
function formulaOf(index: TemplateIndex, i: number): string | null {
  const item = index.items[i]!;
  if (item.type !== 'calculation') return null;
  const calc = item.options?.['calculations'];
  if (typeof calc !== 'object' || calc === null) return '';
  const value = (calc as { value?: unknown }).value;
  return typeof value === 'string' ? value : '';
}

/**
 * Parses every calculation of a template; problems carry the spec's keys (equation is wrong, unknown
 * variable, normal number only, only {num} digits after the dot) and flag inputs that are not earlier
 * items or that sit inside a repeatable the calculation is not part of.
 */
export function compileCalculations(index: TemplateIndex): {
  calculations: Map<number, CompiledCalculation>;
  problems: RuleProblem[];
} {
  const calculations = new Map<number, CompiledCalculation>();
  const problems: RuleProblem[] = [];
  index.items.forEach((item, i) => {
    const src = formulaOf(index, i);
    if (src === null) return;
    const decimals = optNumber(item, 'decimal');
    const parsed = parseExpression(src, { resolve: index.resolveName, maxDecimals: decimals });
    if (!parsed.ok) {
      problems.push({ ...parsed.problem, item_id: item.id });
      return;
    }
    let usable = true;
    for (const id of parsed.variables) {
      const j = index.indexById.get(id)!;
      if (j >= i) problems.push({ key: RULE_MESSAGES.laterItem, item_id: item.id, params: { ref: id } });
      const s = index.scope[j]!;
      if (s !== -1 && s !== index.scope[i]) {
        problems.push({ key: RULE_MESSAGES.repeatableScope, item_id: item.id, params: { ref: id } });
        usable = false;
      }
    }
    if (!usable) return;
    const linear = linearize(parsed.expr);
    const inputs = (linear ? linear.terms.map((t) => t.id) : parsed.variables).map((id) =>
      index.indexById.get(id)!,
    );
    calculations.set(i, { item: i, expr: parsed.expr, linear, inputs, decimals });
  });
  return { calculations, problems };
}

/**
 * The order calculations can be computed in (inputs before the items that read them), or the cycle
 * that makes it impossible — the dependency graph the builder checks before saving.
 */
export function calculationOrder(
  index: TemplateIndex,
  calculations: ReadonlyMap<number, CompiledCalculation>,
): { ok: true; order: string[] } | { ok: false; problem: RuleProblem } {
  const readers: number[][] = index.items.map(() => []);
  for (const calc of calculations.values()) for (const j of calc.inputs) readers[j]!.push(calc.item);
  const result = topologicalOrder(index.items.length, (n) => readers[n]!);
  if (result.ok) {
    return {
      ok: true,
      order: result.order.filter((i) => calculations.has(i)).map((i) => index.items[i]!.id),
    };
  }
  const ids = result.cycle.map((i) => index.items[i]!.id);
  return {
    ok: false,
    problem: { key: RULE_MESSAGES.dependencyCycle, item_id: ids[0], params: { items: ids.join(', ') } },
  };
}
