/** Minimal typing of the swagger-ui-dist UMD bundle, used by the API documentation page. */
declare module 'swagger-ui-dist/swagger-ui-bundle.js' {
  interface SwaggerUIOptions {
    url?: string;
    domNode?: HTMLElement;
    deepLinking?: boolean;
    validatorUrl?: string | null;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    tryItOutEnabled?: boolean;
    onComplete?: () => void;
  }
  const SwaggerUIBundle: (options: SwaggerUIOptions) => unknown;
  export default SwaggerUIBundle;
}
