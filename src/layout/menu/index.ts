export * from './SideMenu';
export * from './TopMenu';
export * from './useMenuTree';
export * from './useActiveKey';
