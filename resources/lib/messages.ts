/**
 * Validation messages the declarations' rules produce beyond react-admin's own `ra.validation.*`,
 * in both locales. The fake API renders them in English for the envelope's `data.errors`.
 */
export const validationMessages = {
  'en-US': {
    string: 'Must be text',
    integer: 'Must be a whole number',
    date: 'Must be a date',
    boolean: 'Must be yes or no',
    url: 'Must be a link starting with http:// or https://',
    unknown: 'Unknown field',
    readonly: 'This field cannot be changed',
    transition: 'This change of state is not allowed',
    duplicate: 'The same value is in another row of the file',
    list: 'Must be a list of values',
    tooMany: 'At most %{max} values',
    ids: 'Must be record ids (whole numbers from 1)',
    distinct: 'Each value may be chosen once',
  },
  'zh-CN': {
    string: '必须是文本',
    integer: '必须是整数',
    date: '必须是日期',
    boolean: '必须是“是”或“否”',
    url: '必须是以 http:// 或 https:// 开头的链接',
    unknown: '未知字段',
    readonly: '此字段不可修改',
    transition: '不允许此状态变更',
    duplicate: '文件中另一行已有相同的值',
    list: '必须是一组值',
    tooMany: '最多 %{max} 个值',
    ids: '必须是记录 ID（从 1 开始的整数）',
    distinct: '每个值只能选择一次',
  },
} as const;
