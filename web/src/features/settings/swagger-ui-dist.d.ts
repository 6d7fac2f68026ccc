// The part of Swagger UI's bundle (swagger-ui-dist, which ships no types) that the API page uses.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerUIOptions {
    domNode: HTMLElement;
    url: string;
    presets: unknown[];
    layout?: string;
    deepLinking?: boolean;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    validatorUrl?: string | null;
  }
  interface SwaggerUIBundle {
    (options: SwaggerUIOptions): unknown;
    presets: { apis: unknown };
  }
  const SwaggerUIBundle: SwaggerUIBundle;
  export default SwaggerUIBundle;
}
