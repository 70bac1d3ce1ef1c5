/** The rules distiller, one file per stage; callers import from here. */
export { distillByRules, distillWithTrace, RULES_MODEL, RulesDistiller, type RulesTrace } from './rules-distiller';
export type { ConfirmationKind } from './confidence';
export type { ReplyKind } from './replies';
