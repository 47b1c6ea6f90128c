export * from './AdminLoginRoute';
