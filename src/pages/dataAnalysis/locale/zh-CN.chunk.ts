import type en from './en-US.chunk';

const zh: typeof en = {
  dataAnalysis: {
    opinion: {
      title: '舆情分析',
      visitors: '访问总人数',
      comment: '评论总量',
      published: '内容发布量',
      share: '分享总量',
      growth: {
        visitors: '较去年',
        comment: '较去年',
        published: '较前 12 天',
        share: '较去年',
      },
      publishedSeries: '发布量',
    },
    contentType: {
      text: '纯文本',
      image: '图文类',
      video: '视频类',
    },
    publishing: {
      title: '内容发布比例',
      subheader: '每两小时的内容发布量（按类型）',
    },
    period: {
      title: '内容时段分析',
      subheader: '每两小时各类内容的活跃度（%）；拖动图表下方的滑块可缩放',
    },
    author: {
      title: '热门作者榜单',
      ranking: '排名',
      author: '作者',
      contentCount: '内容量',
      clickCount: '点击量',
      sortBy: '按%{column}排序',
    },
  },
};
export default zh;
