/** The route table is plain data shared with the fake API's server menu: see resources/lib/routes.ts. */
export * from '../../resources/lib/routes';
export * from '../../resources/lib/menu';
