import type en from './en-US';

const zh: typeof en = {
  layout: {
    menu: '主菜单',
    waiting: '%{count} 项待处理',
    openMenu: '打开菜单',
    collapseMenu: '收起菜单',
    expandMenu: '展开菜单',
    theme: { toLight: '点击切换为亮色模式', toDark: '点击切换为暗黑模式' },
    screen: { toFull: '点击切换全屏模式', toExit: '点击退出全屏模式' },
    settings: '页面配置',
    breadcrumb: '面包屑',
    home: '首页',
    footer: 'MDS 控制台 · 医疗数据服务',
    missingCode: {
      title: '页面加载失败',
      text: '控制台可能已发布新版本，或网络连接中断。请刷新页面后继续。',
      part: '控制台的部分内容下载失败：可能已发布新版本，或网络连接中断。请刷新页面后继续。',
      reload: '刷新',
    },
    user: {
      menu: '账户',
      switchRoles: '切换角色',
      switchedTo: '当前以%{role}身份查看',
      userCenter: '用户中心',
      userSettings: '用户设置',
      logout: '登出登录',
      role: { admin: '管理员', user: '普通用户' },
    },
  },
};
export default zh;
