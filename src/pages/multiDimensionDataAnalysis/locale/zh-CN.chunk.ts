import type en from './en-US.chunk';

const zh: typeof en = {
  multiDimensionAnalysis: {
    overview: {
      title: '数据总览',
      subheader: '%{date}的数据；图表展示最近十二天',
      contentProduction: '内容生产量',
      contentClick: '内容点击量',
      contentExposure: '内容曝光量',
      activeUsers: '活跃用户数',
    },
    userActions: {
      title: '用户行为分析',
      like: '点赞量',
      comment: '评论量',
      share: '分享量',
      count: '数量',
    },
    contentTypes: {
      title: '内容类型占比',
      international: '国际',
      finance: '财经',
      technology: '科技',
      other: '其他',
      sports: '体育',
      entertainment: '娱乐',
    },
    chain: {
      title: '数据环比增长',
      growth: '较前一日',
      retentionTrends: '留存趋势',
      userRetention: '用户留存量',
      contentConsumptionTrends: '内容消费趋势',
      contentConsumption: '内容消费量',
    },
    source: {
      title: '内容发布来源',
      ugc: 'UGC原创',
      foreignSite: '国外网站',
      reprint: '转载文章',
      industryReport: '行业报告',
      other: '其他',
    },
    contentType: {
      text: '纯文本',
      image: '图文类',
      video: '视频类',
    },
  },
};
export default zh;
