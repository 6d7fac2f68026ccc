import type { FastifyReply } from 'fastify';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A page of plain HTML saying why a sign-in did not go through, with the way back to the login page: what the
 * browser shows when the provider sends it back here (no script, no style: the app's CSP holds as it is).
 */
export function plainPage(reply: FastifyReply, status: number, title: string, text: string): FastifyReply {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} · TMNT Inventory Scanner</title></head>
<body>
<main>
<h1>${escape(title)}</h1>
<p>${escape(text)}</p>
<p><a href="/login">Back to the login page</a></p>
</main>
</body>
</html>
`;
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
