import type en from './en-US.chunk';

const zh: typeof en = {
  userInfo: {
    changeAvatar: '更换头像',
    job: '职位',
    organization: '组织',
    location: '所在地',
    error: '加载失败',
    projects: {
      title: '我的项目',
      showAll: '查看全部（%{count}）',
      showLess: '收起',
      people: '等 %{count} 人',
      empty: '你还没有加入任何项目',
      open: '打开 %{name} 的工作台',
    },
    activity: {
      title: '最新动态',
      viewAll: '查看全部',
      showLess: '收起',
      empty: '暂无动态',
      publishProject: '发布了项目 %{subject}',
      shareDataset: '共享了数据集 %{subject}',
      joinTeam: '加入了团队 %{subject}',
      reviewCohort: '审核了队列 %{subject}',
      exportReport: '导出了报告 %{subject}',
      updateProfile: '更新了个人资料',
      uploadAvatar: '更换了头像',
      withdrawCertification: '撤回了认证 %{subject}',
    },
    teams: { title: '我的团队', people: '共 %{count} 人', empty: '你还没有加入任何团队' },
    visits: { title: '访问量', homeVisits: '主页访问量', projectVisits: '项目访问量', growth: '较上周' },
    projectAndTeam: {
      title: '项目与团队',
      project: '项目 %{name}：已共享 %{count} 个数据集',
      team: '团队 %{name}：%{count} 名成员',
    },
  },
};
export default zh;
