import { PARAMETER_MESSAGES } from '../../../../resources/lib/forms';
import type en from './en-US';

const zh: typeof en = {
  groupForm: {
    sections: { video: '视频参数', audio: '音频参数', description: '参数说明' },
    fields: {
      video: {
        mode: '匹配模式',
        acquisition: { resolution: '采集分辨率', frameRate: '采集帧率' },
        encoding: {
          resolution: '编码分辨率',
          rate: { min: '编码码率最小值', max: '编码码率最大值', default: '编码码率默认值' },
          frameRate: '编码帧率',
          profile: '编码档次',
        },
      },
      audio: {
        mode: '匹配模式',
        acquisition: { channels: '采集声道数' },
        encoding: { channels: '编码声道数', rate: '编码码率', profile: '编码档次' },
      },
      description: '参数说明',
    },
    enums: {
      mode: { custom: '自定义', mode1: '模式 1', mode2: '模式 2' },
      videoProfile: { baseline: 'Baseline', main: 'Main', high: 'High' },
    },
    units: { fps: 'fps', kbps: 'kbps', channels: '声道' },
    range: '范围 %{min}–%{max}',
    words: '%{count} / %{max} 字',
    reset: '重置',
    submit: '提交',
    submitting: '提交中…',
    submitted: '参数已提交审批',
    pending: '%{time} 提交的参数变更正在审批中，再次提交将替换它。',
    viewApproval: '查看审批',
    validation: PARAMETER_MESSAGES['zh-CN'],
  },
};
export default zh;
