// Idempotency keys, as the write routes use them (issue 37).
export { answerOnce, claimKey, IDEMPOTENCY_KEEP_DAYS, IDEMPOTENCY_MESSAGES } from './service.ts';
