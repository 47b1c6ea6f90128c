import type en from './en-US';

const zh: typeof en = {
  settings: {
    title: '页面配置',
    content: '内容区域',
    otherSettings: '其他设置',
    navbar: '导航栏',
    menu: '菜单栏',
    topMenu: '顶部菜单栏',
    footer: '底部',
    tabBar: '多页签',
    menuFromServer: '菜单来源于后台',
    menuWidth: '菜单宽度 (px)',
    colorWeak: '色弱模式',
    themeColor: '主题色',
    themeColorPick: '选择自定义颜色',
    themeColorPreset: '使用 %{color}',
    appearance: '外观',
    darkMode: '暗黑模式',
    language: '语言',
    fullScreen: '全屏',
    alertContent: '配置会立即生效并保存在当前浏览器中。若要作为所有人的默认配置，请复制到 src/settings.json。',
    copySettings: '复制配置',
    copySuccess: '复制成功，请粘贴到 src/settings.json 文件中',
    copyFailed: '复制失败：浏览器不允许访问剪贴板。',
    close: '关闭',
  },
  mds: {
    serverMenu: { loading: '正在从后台加载菜单…', success: '已从后台加载菜单', error: '无法从后台加载菜单' },
  },
};
export default zh;
