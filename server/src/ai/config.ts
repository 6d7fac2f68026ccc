import type { AiProvider } from '@tmnt/domain';

/** The collector's AI provider as the configuration sets it (AI_PROVIDER, its key, AI_MODEL, AI_BASE_URL, AI_TIMEOUT_MS). */
export interface AiConfig {
  provider: AiProvider;
  model: string;
  apiKey: string | null;
  /** AI_BASE_URL: an OpenAI-compatible server (Ollama, LM Studio, vLLM), a proxy, or a test's fake server. */
  baseUrl: string | null;
  timeoutMs: number;
  /** Why AI grading cannot run, naming what to set; null when it can. */
  missing: string | null;
}
