import type en from './en-US.chunk';

const zh: typeof en = {
  stepForm: {
    title: '创建渠道表单',
    steps: {
      base: { title: '选择基本信息', description: '创建渠道活动' },
      channel: { title: '输入渠道信息', description: '输入详细的渠道内容' },
      finish: { title: '完成创建', description: '创建成功' },
    },
    placeholder: {
      activityName: '输入汉字、字母或数字，最多 20 个',
      promoteLink: 'https://',
      advertisingSource: '搜狐、新浪',
      advertisingMedia: 'CPC、Banner、EDM',
      keywords: '输入关键词后按回车',
      advertisingContent: '描述推广内容，最多 200 字',
    },
    help: {
      promoteLink: '访客打开的页面，必须以 http:// 或 https:// 开头',
      keywords: '每个关键词后按回车或输入逗号',
    },
    required: {
      activityName: '请输入活动名称',
      channelType: '请选择渠道类型',
      promotionStart: '请选择推广开始日期',
      promotionEnd: '请选择推广结束日期',
      promoteLink: '请输入推广地址',
      advertisingSource: '请输入广告来源',
      advertisingMedia: '请输入广告媒介',
      keywords: '请至少输入一个关键词',
      advertisingContent: '请输入广告内容',
    },
    words: '%{count} / %{max} 字',
    next: '下一步',
    prev: '上一步',
    submit: '提交',
    submitting: '提交中…',
    success: { title: '提交成功', subtitle: '表单提交成功！' },
    stored: '渠道 #%{id}，提交于 %{time}',
    viewProgress: '查看进度',
    again: '再次创建',
    yes: '是',
    no: '否',
    description: {
      title: '渠道表单说明',
      text: '提交的渠道将依次经过直属领导审核、购买证书和安全测试，然后正式上线。可在结果页查看进度；所有已提交的渠道都列在“渠道”中。',
      list: '全部渠道',
    },
  },
};
export default zh;
