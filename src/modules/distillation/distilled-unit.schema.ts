import { z } from 'zod';
import { CATEGORIES } from '../tickets/ticket.dto';
import { jsonSchemaOf, type JsonObjectSchema } from './model-task';

/**
 * What a distiller must return for one ticket. The same schema validates the LLM's tool
 * output and the rules distiller's, and generates the tool's JSON schema for the LLM.
 */
export const distilledUnitSchema = z
  .object({
    is_reusable: z
      .boolean()
      .describe('true if the fix would help another customer with the same problem; false if it was only true for this one'),
    title: z
      .string()
      .trim()
      .max(90)
      .optional()
      .describe("The problem as a customer would put it, one short line: no greeting, no personal story, no amounts, dates or identifiers"),
    problem: z.string().trim().max(600).describe("The problem in the customer's own words, 1-2 sentences"),
    symptoms: z.string().trim().max(1500).describe('What the customer saw: messages, error codes, behaviour'),
    cause: z.string().trim().max(1500).describe('The cause, if the conversation states it; empty string otherwise'),
    solution: z
      .string()
      .trim()
      .max(4000)
      .describe('Numbered steps of only what actually resolved the problem (no failed attempts)'),
    applicability: z
      .string()
      .trim()
      .max(1000)
      .describe('When this applies (plan, version, platform), only if stated; empty string otherwise'),
    category: z.enum(CATEGORIES).describe('The problem category'),
    search_phrases: z
      .array(z.string().trim().min(3).max(200))
      .max(6)
      .describe('3 to 6 different ways a customer would describe this problem'),
    is_commercial_exception: z
      .boolean()
      .describe('true if the resolution was a commercial concession (refund, discount, free month) that must not be offered again'),
    is_one_off: z.boolean().describe('true if the fix was a one-time manual intervention by the support team'),
    one_off_reason: z
      .string()
      .trim()
      .max(300)
      .optional()
      .describe('When is_one_off: what the support team did by hand (e.g. corrected the data in the back office)'),
    confidence: z.number().min(0).max(1).describe('How sure you are that this unit is correct and reusable, 0 to 1'),
  })
  .superRefine((unit, ctx) => {
    // A unit that could be served must say what the problem is and how it was solved.
    if (!unit.is_reusable || unit.is_commercial_exception) return;
    if (unit.problem.length < 10) ctx.addIssue({ code: 'custom', path: ['problem'], message: 'too short for a reusable unit' });
    if (unit.solution.length < 10) ctx.addIssue({ code: 'custom', path: ['solution'], message: 'too short for a reusable unit' });
    if (unit.search_phrases.length < 3) {
      ctx.addIssue({ code: 'custom', path: ['search_phrases'], message: 'a reusable unit needs at least 3 search phrases' });
    }
  });

export type DistilledUnit = z.output<typeof distilledUnitSchema>;

/**
 * The JSON schema of a unit, generated from the zod schema, for every LLM provider (the forced
 * tool's input_schema, Anthropic's structured outputs, Chat Completions' response_format).
 */
export const DISTILLED_UNIT_JSON_SCHEMA: JsonObjectSchema = jsonSchemaOf(distilledUnitSchema, 'knowledge_unit');
