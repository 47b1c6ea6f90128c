export * from './AdminLoginPage';
export * from './LoginPage';
export * from './loginKit';
