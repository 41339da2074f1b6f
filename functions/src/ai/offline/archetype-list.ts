// Every archetype, one JSON file each (see archetype.ts). Order breaks ties between equal matches.
// Written by `npm run planner:lists` from the folder it lists: add a file there and run it.

import type { Archetype } from './archetype.ts';
import applyToUniversity from './archetypes/apply-to-university.json' with { type: 'json' };
import bakeSourdough from './archetypes/bake-sourdough.json' with { type: 'json' };
import buildAnApp from './archetypes/build-an-app.json' with { type: 'json' };
import buildConfidence from './archetypes/build-confidence.json' with { type: 'json' };
import buildSomething from './archetypes/build-something.json' with { type: 'json' };
import buyACar from './archetypes/buy-a-car.json' with { type: 'json' };
import buyAHome from './archetypes/buy-a-home.json' with { type: 'json' };
import changeCareer from './archetypes/change-career.json' with { type: 'json' };
import childRoutine from './archetypes/child-routine.json' with { type: 'json' };
import clearTheGarage from './archetypes/clear-the-garage.json' with { type: 'json' };
import communityCampaign from './archetypes/community-campaign.json' with { type: 'json' };
import cookBake from './archetypes/cook-bake.json' with { type: 'json' };
import cutBills from './archetypes/cut-bills.json' with { type: 'json' };
import cycling from './archetypes/cycling.json' with { type: 'json' };
import declutterHome from './archetypes/declutter-home.json' with { type: 'json' };
import doTaxes from './archetypes/do-taxes.json' with { type: 'json' };
import drawPaint from './archetypes/draw-paint.json' with { type: 'json' };
import drinkMoreWater from './archetypes/drink-more-water.json' with { type: 'json' };
import easeACondition from './archetypes/ease-a-condition.json' with { type: 'json' };
import eatHealthier from './archetypes/eat-healthier.json' with { type: 'json' };
import familyTime from './archetypes/family-time.json' with { type: 'json' };
import findAPartner from './archetypes/find-a-partner.json' with { type: 'json' };
import finishAProject from './archetypes/finish-a-project.json' with { type: 'json' };
import finishThesis from './archetypes/finish-thesis.json' with { type: 'json' };
import fixRepair from './archetypes/fix-repair.json' with { type: 'json' };
import fundraise from './archetypes/fundraise.json' with { type: 'json' };
import getAPet from './archetypes/get-a-pet.json' with { type: 'json' };
import getCertified from './archetypes/get-certified.json' with { type: 'json' };
import getFit from './archetypes/get-fit.json' with { type: 'json' };
import getLifeTogether from './archetypes/get-life-together.json' with { type: 'json' };
import getPromoted from './archetypes/get-promoted.json' with { type: 'json' };
import getStronger from './archetypes/get-stronger.json' with { type: 'json' };
import goCamping from './archetypes/go-camping.json' with { type: 'json' };
import growAGarden from './archetypes/grow-a-garden.json' with { type: 'json' };
import growAudience from './archetypes/grow-audience.json' with { type: 'json' };
import growSales from './archetypes/grow-sales.json' with { type: 'json' };
import handsOnSkill from './archetypes/hands-on-skill.json' with { type: 'json' };
import healthCheckup from './archetypes/health-checkup.json' with { type: 'json' };
import hikeClimb from './archetypes/hike-climb.json' with { type: 'json' };
import improveGrades from './archetypes/improve-grades.json' with { type: 'json' };
import invest from './archetypes/invest.json' with { type: 'json' };
import jobInterview from './archetypes/job-interview.json' with { type: 'json' };
import jobSearch from './archetypes/job-search.json' with { type: 'json' };
import journal from './archetypes/journal.json' with { type: 'json' };
import keepHomeClean from './archetypes/keep-home-clean.json' with { type: 'json' };
import keepInTouch from './archetypes/keep-in-touch.json' with { type: 'json' };
import learnALanguage from './archetypes/learn-a-language.json' with { type: 'json' };
import learnAnInstrument from './archetypes/learn-an-instrument.json' with { type: 'json' };
import learnAnything from './archetypes/learn-anything.json' with { type: 'json' };
import learnToCode from './archetypes/learn-to-code.json' with { type: 'json' };
import learnToDrive from './archetypes/learn-to-drive.json' with { type: 'json' };
import learnToSwim from './archetypes/learn-to-swim.json' with { type: 'json' };
import lessScreenTime from './archetypes/less-screen-time.json' with { type: 'json' };
import loseWeight from './archetypes/lose-weight.json' with { type: 'json' };
import makeABudget from './archetypes/make-a-budget.json' with { type: 'json' };
import makeAWill from './archetypes/make-a-will.json' with { type: 'json' };
import makeFriends from './archetypes/make-friends.json' with { type: 'json' };
import manageACondition from './archetypes/manage-a-condition.json' with { type: 'json' };
import meditate from './archetypes/meditate.json' with { type: 'json' };
import mentalHealth from './archetypes/mental-health.json' with { type: 'json' };
import moveHome from './archetypes/move-home.json' with { type: 'json' };
import movementSkill from './archetypes/movement-skill.json' with { type: 'json' };
import negotiatePay from './archetypes/negotiate-pay.json' with { type: 'json' };
import networking from './archetypes/networking.json' with { type: 'json' };
import organiseEvent from './archetypes/organise-event.json' with { type: 'json' };
import paintARoom from './archetypes/paint-a-room.json' with { type: 'json' };
import passAnExam from './archetypes/pass-an-exam.json' with { type: 'json' };
import payOffDebt from './archetypes/pay-off-debt.json' with { type: 'json' };
import photography from './archetypes/photography.json' with { type: 'json' };
import planATrip from './archetypes/plan-a-trip.json' with { type: 'json' };
import planAWedding from './archetypes/plan-a-wedding.json' with { type: 'json' };
import playASport from './archetypes/play-a-sport.json' with { type: 'json' };
import publicSpeaking from './archetypes/public-speaking.json' with { type: 'json' };
import quitAHabit from './archetypes/quit-a-habit.json' with { type: 'json' };
import quitDrinking from './archetypes/quit-drinking.json' with { type: 'json' };
import quitSmoking from './archetypes/quit-smoking.json' with { type: 'json' };
import readMore from './archetypes/read-more.json' with { type: 'json' };
import renovateRoom from './archetypes/renovate-room.json' with { type: 'json' };
import runARace from './archetypes/run-a-race.json' with { type: 'json' };
import saveMoney from './archetypes/save-money.json' with { type: 'json' };
import sellAHome from './archetypes/sell-a-home.json' with { type: 'json' };
import sideIncome from './archetypes/side-income.json' with { type: 'json' };
import sleepBetter from './archetypes/sleep-better.json' with { type: 'json' };
import sortPaperwork from './archetypes/sort-paperwork.json' with { type: 'json' };
import startABusiness from './archetypes/start-a-business.json' with { type: 'json' };
import startRunning from './archetypes/start-running.json' with { type: 'json' };
import stopProcrastinating from './archetypes/stop-procrastinating.json' with { type: 'json' };
import strengthenRelationship from './archetypes/strengthen-relationship.json' with { type: 'json' };
import teachAChild from './archetypes/teach-a-child.json' with { type: 'json' };
import throwAParty from './archetypes/throw-a-party.json' with { type: 'json' };
import trainAPet from './archetypes/train-a-pet.json' with { type: 'json' };
import volunteer from './archetypes/volunteer.json' with { type: 'json' };
import wakeEarly from './archetypes/wake-early.json' with { type: 'json' };
import walkMore from './archetypes/walk-more.json' with { type: 'json' };
import writeABook from './archetypes/write-a-book.json' with { type: 'json' };
import yogaFlexibility from './archetypes/yoga-flexibility.json' with { type: 'json' };

export const ARCHETYPES = [
  applyToUniversity,
  bakeSourdough,
  buildAnApp,
  buildConfidence,
  buildSomething,
  buyACar,
  buyAHome,
  changeCareer,
  childRoutine,
  clearTheGarage,
  communityCampaign,
  cookBake,
  cutBills,
  cycling,
  declutterHome,
  doTaxes,
  drawPaint,
  drinkMoreWater,
  easeACondition,
  eatHealthier,
  familyTime,
  findAPartner,
  finishAProject,
  finishThesis,
  fixRepair,
  fundraise,
  getAPet,
  getCertified,
  getFit,
  getLifeTogether,
  getPromoted,
  getStronger,
  goCamping,
  growAGarden,
  growAudience,
  growSales,
  handsOnSkill,
  healthCheckup,
  hikeClimb,
  improveGrades,
  invest,
  jobInterview,
  jobSearch,
  journal,
  keepHomeClean,
  keepInTouch,
  learnALanguage,
  learnAnInstrument,
  learnAnything,
  learnToCode,
  learnToDrive,
  learnToSwim,
  lessScreenTime,
  loseWeight,
  makeABudget,
  makeAWill,
  makeFriends,
  manageACondition,
  meditate,
  mentalHealth,
  moveHome,
  movementSkill,
  negotiatePay,
  networking,
  organiseEvent,
  paintARoom,
  passAnExam,
  payOffDebt,
  photography,
  planATrip,
  planAWedding,
  playASport,
  publicSpeaking,
  quitAHabit,
  quitDrinking,
  quitSmoking,
  readMore,
  renovateRoom,
  runARace,
  saveMoney,
  sellAHome,
  sideIncome,
  sleepBetter,
  sortPaperwork,
  startABusiness,
  startRunning,
  stopProcrastinating,
  strengthenRelationship,
  teachAChild,
  throwAParty,
  trainAPet,
  volunteer,
  wakeEarly,
  walkMore,
  writeABook,
  yogaFlexibility,
] as readonly Archetype[];
