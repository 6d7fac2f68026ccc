import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { BookOpen, Download } from 'lucide-react';
import SwaggerUIBundle from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import { Card, CardTitle } from '../../components/Card.tsx';

const DOCUMENT_URL = '/api/openapi.json';

/** Swagger UI's dark theme follows the app's while the page is open (it keys on html.dark-mode, the app on html.dark). */
function useSwaggerDarkMode(): void {
  useEffect(() => {
    const root = document.documentElement;
    const follow = () => root.classList.toggle('dark-mode', root.classList.contains('dark'));
    follow();
    const watch = new MutationObserver(follow);
    watch.observe(root, { attributes: true, attributeFilter: ['class'] });
    return () => {
      watch.disconnect();
      root.classList.remove('dark-mode');
    };
  }, []);
}

/**
 * The API, as its OpenAPI document describes it, in Swagger UI (a well-kept viewer). This page is its own chunk,
 * loaded only here: no other page carries the viewer. Swagger UI changes styles through the CSSOM only, so the app's
 * Content-Security-Policy holds as it is.
 */
export function ApiDocsSection() {
  const viewer = useRef<HTMLDivElement>(null);
  useSwaggerDarkMode();
  useEffect(() => {
    if (!viewer.current) return;
    SwaggerUIBundle({ domNode: viewer.current, url: DOCUMENT_URL, presets: [SwaggerUIBundle.presets.apis], layout: 'BaseLayout', deepLinking: false, docExpansion: 'list', defaultModelsExpandDepth: -1, validatorUrl: null });
    const node = viewer.current;
    return () => node.replaceChildren();
  }, []);
  return (
    <Card aria-label="API">
      <CardTitle
        icon={<BookOpen className="h-5 w-5" aria-hidden="true" />}
        actions={
          <a href={DOCUMENT_URL} download="tmnt-inventory-openapi.json" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline dark:text-brand-100">
            <Download className="h-4 w-4" aria-hidden="true" />
            openapi.json
          </a>
        }
      >
        API
      </CardTitle>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        Every route of the app with its parameters, bodies, answers and errors, from the OpenAPI 3.1 document at <span className="font-mono">{DOCUMENT_URL}</span>. Scripts authenticate with a
        key from{' '}
        <Link to="/settings/api-keys" className="font-medium text-brand-700 underline dark:text-brand-100">
          API keys
        </Link>{' '}
        (Authorization: Bearer …); &quot;Try it out&quot; here uses this browser&apos;s own session.
      </p>
      <div ref={viewer} data-testid="api-docs" className="-mx-4 mt-2 sm:-mx-5" />
    </Card>
  );
}
