import type { Random } from './random';

// Weighted roughly by frequency in Henan and nationally: 王, 李, 张 and 刘 alone cover about a third.
const SURNAMES: readonly (readonly [string, number])[] = [
  ['王', 10], ['李', 9], ['张', 9], ['刘', 7], ['陈', 5], ['杨', 5], ['赵', 4], ['黄', 3], ['周', 3], ['吴', 3],
  ['徐', 2], ['孙', 3], ['马', 3], ['朱', 2], ['胡', 2], ['郭', 3], ['何', 2], ['高', 3], ['林', 1], ['罗', 1],
  ['郑', 2], ['梁', 2], ['谢', 1], ['宋', 2], ['唐', 1], ['许', 2], ['韩', 2], ['冯', 2], ['邓', 1], ['曹', 2],
  ['彭', 1], ['曾', 1], ['肖', 1], ['田', 2], ['董', 2], ['袁', 1], ['潘', 1], ['于', 1], ['蒋', 1], ['蔡', 1],
  ['余', 1], ['杜', 1], ['叶', 1], ['程', 2], ['苏', 1], ['魏', 2], ['吕', 1], ['丁', 1], ['任', 1], ['沈', 1],
  ['姚', 1], ['卢', 1], ['崔', 1], ['常', 1], ['牛', 1], ['范', 1], ['贾', 1], ['闫', 1], ['段', 1], ['侯', 1],
  ['史', 1], ['申', 1], ['耿', 1], ['尚', 1], ['岳', 1], ['秦', 1], ['薛', 1], ['司马', 0.2], ['欧阳', 0.2],
];

const MALE_CHARS = [...'伟强磊军勇杰涛明超刚平辉鹏华飞鑫波斌宇浩凯健俊帆帅旭宁龙林洋建国志文博晨阳昊天'];
const FEMALE_CHARS = [...'芳娜敏静丽艳娟霞燕玲婷雪慧红梅琳颖倩莹晶欣悦萍佳琪蕾洁璐瑶月菲丹雯妍茜'];
const SHARED_CHARS = [...'文华英玉晓春海亚金新思一嘉子雨心安永家梦'];

export function personName(rng: Random, gender: 1 | 2): string {
  const surname = rng.weighted(SURNAMES);
  const own = gender === 1 ? MALE_CHARS : FEMALE_CHARS;
  const first = rng.chance(0.3) ? rng.pick(SHARED_CHARS) : rng.pick(own);
  if (rng.chance(0.25)) return surname + first;
  let second = rng.pick(own);
  while (second === first) second = rng.pick(own);
  return surname + first + second;
}

export function surnameOf(name: string): string {
  return name.startsWith('司马') || name.startsWith('欧阳') ? name.slice(0, 2) : name.slice(0, 1);
}

/** 王先生 / 李女士: how a contact is shown on a job posting or a notice. */
export function politeName(name: string, gender: 1 | 2): string {
  return surnameOf(name) + (gender === 1 ? '先生' : '女士');
}
