import type en from './en-US';

const zh: typeof en = {
  menu: {
    group: {
      dashboard: '仪表盘',
      visualization: '数据可视化',
      list: '列表页',
      form: '表单页',
      profile: '详情页',
      result: '结果页',
      exception: '异常页',
      user: '个人中心',
      sharing: '数据共享',
      admin: '系统管理',
      external: '链接',
    },
    dashboard: { workplace: '工作台', monitor: '实时监控' },
    server: { dashboard: '仪表盘（服务端）', workplace: '工作台（服务端）', monitor: '实时监控（服务端）' },
    visualization: { dataAnalysis: '分析页', multiDimensionDataAnalysis: '多维数据分析' },
    list: { searchTable: '查询表格', cardList: '卡片列表' },
    form: { step: '分步表单', group: '分组表单' },
    profile: { basic: '基础详情页' },
    result: { success: '成功页', error: '失败页' },
    exception: { 403: '403', 404: '404', 500: '500' },
    user: { info: '用户信息', setting: '用户设置' },
    website: 'MUI 设计系统',
    faq: '常见问题',
  },
};
export default zh;
