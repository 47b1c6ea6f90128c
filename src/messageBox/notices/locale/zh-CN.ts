import type en from './en-US';

const zh: typeof en = {
  resources: {
    accessRequests: {
      notices: {
        submit: '%{actor} 提交了访问申请“%{label}”，等待审核。',
        approve: '您的访问申请“%{label}”已获批准。',
        reject: '您的访问申请“%{label}”被拒绝：%{decisionNote}',
        returnForRevision: '您的访问申请“%{label}”被退回修改：%{decisionNote}',
      },
    },
    outputs: {
      notices: {
        create: '%{actor} 提交了产出“%{label}”，等待检查。',
        check: '您的产出“%{label}”已通过检查，等待发布。',
        release: '您的产出“%{label}”已发布。',
        reject: '您的产出“%{label}”被拒绝：%{decisionNote}',
        hold: '您的产出“%{label}”已暂停：其访问授权已失效。',
        resume: '您的产出“%{label}”等待重新检查：其访问授权已续期。',
      },
    },
    grants: {
      notices: {
        renew: '您的访问授权 %{label} 已续期。',
        close: '您的访问授权 %{label} 已关闭。',
        expire: '您的访问授权 %{label} 已到期。',
      },
    },
  },
  notice: {
    reminder: {
      grantEnds: '您的访问授权 %{label} 将于 %{date} 到期（剩余 %{days} 天）。',
      grantEnded: '您的访问授权 %{label} 已于 %{date} 到期；如仍需使用数据，请联系管理员续期。',
      ethicsExpires: '%{label} 的伦理批件将于 %{date} 过期（剩余 %{days} 天）。',
      ethicsExpired: '%{label} 的伦理批件已于 %{date} 过期：续期或审批需要有效的伦理批件。',
    },
  },
};
export default zh;
