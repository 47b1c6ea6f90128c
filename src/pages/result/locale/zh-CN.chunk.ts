import type en from './en-US.chunk';

const zh: typeof en = {
  result: {
    success: {
      title: '提交成功',
      subtitle: '表单提交成功！',
      channel: '渠道“%{name}”（#%{id}）提交于 %{time}。',
      print: '打印结果',
      projectList: '项目列表',
      progress: '当前进度',
      steps: {
        submitted: '提交申请',
        review: '直属领导审核',
        certificate: '购买证书',
        safetyTest: '安全测试',
        launched: '正式上线',
      },
      state: { processing: '处理中', waiting: '等待中', done: '已完成' },
      none: '还没有提交过渠道。',
      create: '创建渠道',
      details: '渠道详情',
    },
    error: {
      title: '提交失败',
      subtitle: '表单提交失败',
      goBack: '返回',
      correct: '返回修改',
      details: '错误详情',
      reason: '服务器返回：%{message}',
      domain: '当前域名未经备案。',
      register: '备案流程',
      permission: '你的用户组不具有进行此操作的权限；',
    },
  },
};
export default zh;
