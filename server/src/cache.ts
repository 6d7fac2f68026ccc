import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers derived from the whole collection, kept as JSON per data version (see db/app-state.ts). Every write
 * bumps the version in its own transaction, so one tiny read tells any instance whether what it keeps is current,
 * and the version doubles as the ETag a browser revalidates with.
 */
/** JSON as text, or as its UTF-8 bytes. */
type JsonText = string | Buffer;

export class DerivedCache {
  private version = -1;
  private entries = new Map<string, Promise<JsonText>>();

  constructor(private readonly readVersion: () => Promise<number>) {}

  /** The answer for `key` at the current data version: computed once per version, whoever asks. */
  get(key: string, compute: () => Promise<unknown>): Promise<{ version: number; json: string }> {
    return this.getJson(key, async () => JSON.stringify(await compute())) as Promise<{ version: number; json: string }>;
  }

  /** As get, for an answer computed as JSON text already. */
  private async getJson(key: string, computeJson: () => Promise<JsonText>): Promise<{ version: number; json: JsonText }> {
    const version = await this.readVersion();
    if (version !== this.version) {
      this.version = version;
      this.entries = new Map();
    }
    // The version was read before the data, so what is computed now is at least as new as `version`.
    let pending = this.entries.get(key);
    if (!pending) {
      const entries = this.entries;
      const computing = computeJson();
      computing.catch(() => entries.get(key) === computing && entries.delete(key));
      entries.set(key, computing);
      pending = computing;
    }
    return { version, json: await pending };
  }

  /** Sends the answer with its ETag, or 304 when the browser already holds this version. */
  send(req: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>): Promise<void> {
    return this.sendJson(req, reply, key, async () => JSON.stringify(await compute()));
  }

  /**
   * As send, for an answer computed as JSON text already (a large one as UTF-8 bytes: sent without encoding it
   * again); `sending` is told which bytes go out on this reply.
   */
  async sendJson(req: FastifyRequest, reply: FastifyReply, key: string, computeJson: () => Promise<JsonText>, sending?: (json: JsonText) => void): Promise<void> {
    const { version, json } = await this.getJson(key, computeJson);
    const etag = `W/"${version}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matchesEtag(req.headers['if-none-match'], etag)) return void (await reply.status(304).send());
    sending?.(json);
    await reply.type('application/json').send(json);
  }
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}
