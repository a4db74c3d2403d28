import zhCore from '@/messages/zh/core.json';
import zhFront from '@/messages/zh/front.json';
import zhLearner from '@/messages/zh/learner.json';
import zhManage from '@/messages/zh/manage.json';
import zhManageKit from '@/messages/zh/manage-kit.json';
import zhTraining from '@/messages/zh/training.json';
import zhSystem from '@/messages/zh/system.json';
import zhCareer from '@/messages/zh/career.json';
import enCore from '@/messages/en/core.json';
import enFront from '@/messages/en/front.json';
import enLearner from '@/messages/en/learner.json';
import enManage from '@/messages/en/manage.json';
import enManageKit from '@/messages/en/manage-kit.json';
import enTraining from '@/messages/en/training.json';
import enSystem from '@/messages/en/system.json';
import enCareer from '@/messages/en/career.json';
import esCore from '@/messages/es/core.json';
import esFront from '@/messages/es/front.json';
import esLearner from '@/messages/es/learner.json';
import esManage from '@/messages/es/manage.json';
import esManageKit from '@/messages/es/manage-kit.json';
import esTraining from '@/messages/es/training.json';
import esSystem from '@/messages/es/system.json';
import esCareer from '@/messages/es/career.json';
import jaCore from '@/messages/ja/core.json';
import jaFront from '@/messages/ja/front.json';
import jaLearner from '@/messages/ja/learner.json';
import jaManage from '@/messages/ja/manage.json';
import jaManageKit from '@/messages/ja/manage-kit.json';
import jaTraining from '@/messages/ja/training.json';
import jaSystem from '@/messages/ja/system.json';
import jaCareer from '@/messages/ja/career.json';
import zhMedia from '@/messages/zh/media.json';
import zhContent from '@/messages/zh/content.json';
import zhFaculty from '@/messages/zh/faculty.json';
import zhEmployment from '@/messages/zh/employment.json';
import zhMoxibustion from '@/messages/zh/moxibustion.json';
import enMedia from '@/messages/en/media.json';
import enContent from '@/messages/en/content.json';
import enFaculty from '@/messages/en/faculty.json';
import enEmployment from '@/messages/en/employment.json';
import enMoxibustion from '@/messages/en/moxibustion.json';
import esMedia from '@/messages/es/media.json';
import esContent from '@/messages/es/content.json';
import esFaculty from '@/messages/es/faculty.json';
import esEmployment from '@/messages/es/employment.json';
import esMoxibustion from '@/messages/es/moxibustion.json';
import jaMedia from '@/messages/ja/media.json';
import jaContent from '@/messages/ja/content.json';
import jaFaculty from '@/messages/ja/faculty.json';
import jaEmployment from '@/messages/ja/employment.json';
import jaMoxibustion from '@/messages/ja/moxibustion.json';
import zhCredentials from '@/messages/zh/credentials.json';
import enCredentials from '@/messages/en/credentials.json';
import esCredentials from '@/messages/es/credentials.json';
import jaCredentials from '@/messages/ja/credentials.json';
import zhSubsidy from '@/messages/zh/subsidy.json';
import enSubsidy from '@/messages/en/subsidy.json';
import esSubsidy from '@/messages/es/subsidy.json';
import jaSubsidy from '@/messages/ja/subsidy.json';
import zhDataScreen from '@/messages/zh/data-screen.json';
import enDataScreen from '@/messages/en/data-screen.json';
import esDataScreen from '@/messages/es/data-screen.json';
import jaDataScreen from '@/messages/ja/data-screen.json';
import type { AppLocale } from './routing';

// Messages live in one file per area of the product (messages/{locale}/{area}.json), so work on
// different areas never edits the same file. Areas hold disjoint namespaces (tested).
export const messageAreas = {
  zh: { core: zhCore, front: zhFront, learner: zhLearner, manage: zhManage, manageKit: zhManageKit, training: zhTraining, system: zhSystem, career: zhCareer, media: zhMedia, content: zhContent, faculty: zhFaculty, employment: zhEmployment, moxibustion: zhMoxibustion, credentials: zhCredentials, subsidy: zhSubsidy, dataScreen: zhDataScreen },
  en: { core: enCore, front: enFront, learner: enLearner, manage: enManage, manageKit: enManageKit, training: enTraining, system: enSystem, career: enCareer, media: enMedia, content: enContent, faculty: enFaculty, employment: enEmployment, moxibustion: enMoxibustion, credentials: enCredentials, subsidy: enSubsidy, dataScreen: enDataScreen },
  es: { core: esCore, front: esFront, learner: esLearner, manage: esManage, manageKit: esManageKit, training: esTraining, system: esSystem, career: esCareer, media: esMedia, content: esContent, faculty: esFaculty, employment: esEmployment, moxibustion: esMoxibustion, credentials: esCredentials, subsidy: esSubsidy, dataScreen: esDataScreen },
  ja: { core: jaCore, front: jaFront, learner: jaLearner, manage: jaManage, manageKit: jaManageKit, training: jaTraining, system: jaSystem, career: jaCareer, media: jaMedia, content: jaContent, faculty: jaFaculty, employment: jaEmployment, moxibustion: jaMoxibustion, credentials: jaCredentials, subsidy: jaSubsidy, dataScreen: jaDataScreen },
} as const;

function merge<T extends Record<string, object>>(areas: T) {
  return Object.assign({}, ...Object.values(areas)) as typeof zhCore &
    typeof zhFront &
    typeof zhLearner &
    typeof zhManage &
    typeof zhManageKit &
    typeof zhTraining &
    typeof zhSystem &
    typeof zhCareer &
    typeof zhMedia &
    typeof zhContent &
    typeof zhFaculty &
    typeof zhEmployment &
    typeof zhMoxibustion &
    typeof zhCredentials &
    typeof zhSubsidy &
    typeof zhDataScreen;
}

export type AppMessages = ReturnType<typeof merge>;

export const allMessages: Record<AppLocale, AppMessages> = {
  zh: merge(messageAreas.zh),
  en: merge(messageAreas.en),
  es: merge(messageAreas.es),
  ja: merge(messageAreas.ja),
};
