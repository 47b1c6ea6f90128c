import type en from './en-US';

const zh: typeof en = {
  workplace: {
    welcome: '欢迎回来，%{name}！',
    error: { title: '此卡片加载失败。' },
    overview: {
      label: '项目概览',
      project: '项目：%{name}',
      items: '个',
      onlineContent: '线上总内容',
      putIn: '投放中内容',
      dailyComments: '日新增评论',
      growth: '较昨日新增',
    },
    content: {
      title: '内容数据',
      series: '总内容量',
      aria: '%{from} 至 %{to} 总内容量折线图',
    },
    contentType: { text: '文本', image: '图片', video: '视频' },
    popular: {
      title: '线上热门内容',
      type: '内容类型',
      tableLabel: '热门%{type}内容',
      rank: '排名',
      contentTitle: '内容标题',
      clicks: '点击量',
      increase: '日涨幅',
    },
    categories: { title: '内容类别占比', total: '内容量', legend: '内容类别' },
    quick: { title: '快捷操作' },
    recent: { title: '最近访问', empty: '您打开过的页面会显示在这里。' },
    requests: {
      viewAll: '查看全部',
      mine: { title: '我的未结申请', count: '%{count} 个未结的访问申请', empty: '您没有未结的访问申请。' },
      review: { title: '待审核的申请', count: '%{count} 个申请待审核', empty: '没有待审核的访问申请。' },
      waiting: { decide: '%{count} 个申请待您决定', check: '%{count} 个产出待您检查', returned: '%{count} 个申请已退回给您修改' },
    },
    balance: {
      title: '余额（人民币）',
      pendingOrders: '待支付订单 %{count} 笔',
      pendingRenewals: '待续费 %{count} 项',
    },
    announcement: {
      title: '公告',
      empty: '暂无公告。',
      types: { activity: '活动', message: '消息', notice: '通知' },
      topics: {
        maintenance: '分析集群将于 %{date} 例行维护',
        release: '新版队列构建器将于 %{date} 发布',
        quota: '存储配额审查截止于 %{date}',
        training: '数据共享培训将于 %{date} 举行',
        audit: '共享数据集访问审计将于 %{date} 进行',
        policy: '新版去标识化策略自 %{date} 起生效',
        export: '批量导出窗口于 %{date} 开放',
      },
    },
    docs: {
      title: '帮助文档',
      mui: 'MUI 文档',
      reactAdmin: 'react-admin 文档',
      recharts: 'Recharts 接口',
      dataProvider: '数据接口',
      newTab: '（在新标签页打开）',
    },
    notFound: {
      title: '项目不存在',
      content: '项目“%{id}”不存在，或您不是该项目的成员。',
      goTo: '前往 %{name}',
    },
  },
  projectSwitcher: {
    label: '切换项目',
    labelWithCurrent: '切换项目（当前：%{name}）',
    placeholder: '项目',
    loading: '正在加载项目…',
    retry: '项目加载失败，点击重试',
    empty: '您还没有项目。',
  },
};
export default zh;
