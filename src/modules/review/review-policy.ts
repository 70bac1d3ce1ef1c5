/** The reviewer API's paging limits (the unit lifecycle rules are the knowledge module's unit-rules). */
export const REVIEW_POLICY = {
  pageSize: 50,
  maxPageSize: 200,
  maxBulk: 500,
} as const;
