// What the router uses from the app shell.
export { ErrorPage } from './ErrorPage.tsx';
export { Layout } from './Layout.tsx';
