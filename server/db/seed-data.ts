// Demo content in all seven languages. Order of every L(...) call:
// ja-JP, en-US, ko-KR, zh-CN, zh-TW, fil-PH, vi-VN.
import { readFileSync } from 'node:fs';
import type { LocalizedList, LocalizedText } from './schema.ts';

const ORDER = ['ja-JP', 'en-US', 'ko-KR', 'zh-CN', 'zh-TW', 'fil-PH', 'vi-VN'] as const;

function L(...texts: [string, string, string, string, string, string, string]): LocalizedText {
  return Object.fromEntries(ORDER.map((locale, i) => [locale, texts[i]]));
}

function tagsOf(...lists: [string[], string[], string[], string[], string[], string[], string[]]): LocalizedList {
  return Object.fromEntries(ORDER.map((locale, i) => [locale, lists[i]]));
}

const DAY = 86_400_000;

function gameStrings(locale: string): { machines: Record<string, { name: string }> } {
  return JSON.parse(readFileSync(new URL(`../../locales/${locale}/games.json`, import.meta.url), 'utf8')) as ReturnType<typeof gameStrings>;
}

export const seedNotices = [
  {
    pinned: true,
    publishedAt: new Date('2026-01-05T01:00:00Z'),
    title: L('Game Hall グランドオープンのお知らせ', 'Game Hall is now open', 'Game Hall 그랜드 오픈 안내', 'Game Hall 正式上线', 'Game Hall 正式開幕', 'Bukas na ang Game Hall', 'Game Hall chính thức khai trương'),
    content: L(
      'いつもご利用ありがとうございます。スロットとパチンコを楽しめる Game Hall がオープンしました。新規登録の方には歓迎ボーナスをご用意しています。',
      'Thank you for joining us. Game Hall, home of slot and pachinko machines, is now open. New members receive a welcome bonus.',
      '항상 이용해 주셔서 감사합니다. 슬롯과 파친코를 즐길 수 있는 Game Hall이 오픈했습니다. 신규 가입 회원께는 환영 보너스를 드립니다.',
      '感谢您的支持！汇集老虎机与柏青哥的 Game Hall 正式上线，新注册会员可领取欢迎奖励。',
      '感謝您的支持！匯集拉霸機與柏青哥的 Game Hall 正式開幕，新註冊會員可領取歡迎獎勵。',
      'Salamat sa pagsali! Bukas na ang Game Hall, ang tahanan ng mga slot at pachinko machine. May welcome bonus ang mga bagong miyembro.',
      'Cảm ơn bạn đã đồng hành. Game Hall – nơi hội tụ máy slot và pachinko – đã chính thức khai trương. Thành viên mới sẽ nhận thưởng chào mừng.',
    ),
  },
  {
    pinned: true,
    publishedAt: new Date('2026-03-02T03:00:00Z'),
    title: L('定期メンテナンスのお知らせ', 'Scheduled maintenance', '정기 점검 안내', '定期维护公告', '定期維護公告', 'Nakatakdang maintenance', 'Thông báo bảo trì định kỳ'),
    content: L(
      '毎週水曜日 4:00〜6:00（日本時間）に定期メンテナンスを行います。メンテナンス中はゲームと入出金をご利用いただけません。',
      'Scheduled maintenance runs every Wednesday from 4:00 to 6:00 (Japan time). Games, deposits and withdrawals are unavailable during maintenance.',
      '매주 수요일 4:00~6:00(일본 시간)에 정기 점검을 진행합니다. 점검 중에는 게임과 입출금을 이용하실 수 없습니다.',
      '每周三 4:00～6:00（日本时间）进行定期维护，维护期间暂停游戏及充值提现服务。',
      '每週三 4:00～6:00（日本時間）進行定期維護，維護期間暫停遊戲及儲值提領服務。',
      'May nakatakdang maintenance tuwing Miyerkules mula 4:00 hanggang 6:00 (oras sa Japan). Hindi magagamit ang mga laro, deposito at withdrawal habang may maintenance.',
      'Bảo trì định kỳ vào thứ Tư hằng tuần từ 4:00 đến 6:00 (giờ Nhật Bản). Trong thời gian này không thể chơi game, nạp hoặc rút tiền.',
    ),
  },
  {
    pinned: false,
    publishedAt: new Date('2026-02-10T02:00:00Z'),
    title: L('新台「雷神まつり」登場', 'New machine: Thunder Festival', '신규 기종 「천둥 축제」 등장', '新机台「雷神祭」上线', '新機台「雷神祭」登場', 'Bagong machine: Thunder Festival', 'Máy mới: Lễ hội Thần Sấm'),
    content: L(
      '迫力の演出が魅力のパチンコ新台「雷神まつり」が登場しました。ぜひお試しください。',
      'Thunder Festival, a new pachinko machine with spectacular effects, has arrived. Give it a try!',
      '화려한 연출이 매력적인 파친코 신규 기종 「천둥 축제」가 등장했습니다. 지금 바로 즐겨 보세요.',
      '演出震撼的柏青哥新机台「雷神祭」现已上线，欢迎体验。',
      '演出震撼的柏青哥新機台「雷神祭」現已登場，歡迎體驗。',
      'Dumating na ang Thunder Festival, isang bagong pachinko machine na may kamangha-manghang effects. Subukan na!',
      'Máy pachinko mới Lễ hội Thần Sấm với hiệu ứng ấn tượng đã ra mắt. Hãy thử ngay!',
    ),
  },
  {
    pinned: false,
    publishedAt: new Date('2026-01-20T05:00:00Z'),
    title: L('アカウントの安全に関するお願い', 'Keep your account safe', '계정 보안 안내', '账户安全提醒', '帳戶安全提醒', 'Panatilihing ligtas ang iyong account', 'Lưu ý bảo mật tài khoản'),
    content: L(
      'スタッフがパスワードや認証コードをお尋ねすることはありません。第三者に教えないようご注意ください。',
      'Our staff will never ask for your password or verification codes. Please never share them with anyone.',
      '직원이 비밀번호나 인증 코드를 묻는 일은 없습니다. 절대로 다른 사람에게 알려 주지 마세요.',
      '工作人员绝不会向您索要密码或验证码，请勿透露给任何人。',
      '工作人員絕不會向您索取密碼或驗證碼，請勿透露給任何人。',
      'Hindi kailanman hihingin ng aming staff ang iyong password o verification code. Huwag itong ibahagi kaninuman.',
      'Nhân viên sẽ không bao giờ hỏi mật khẩu hay mã xác minh của bạn. Tuyệt đối không chia sẻ chúng cho bất kỳ ai.',
    ),
  },
  {
    pinned: false,
    publishedAt: new Date('2026-02-01T04:00:00Z'),
    title: L('暗号資産での入金に対応しました', 'Crypto deposits now available', '가상자산 입금 지원 시작', '现已支持加密货币充值', '現已支援加密貨幣儲值', 'Puwede nang mag-deposit gamit ang crypto', 'Đã hỗ trợ nạp bằng tiền mã hóa'),
    content: L(
      'USDT などの暗号資産で入金できるようになりました。入金時と出金時は同じネットワークをお選びください。',
      'You can now deposit with crypto such as USDT. Please choose the same network for deposits and withdrawals.',
      'USDT 등 가상자산으로 입금할 수 있게 되었습니다. 입금과 출금 시 같은 네트워크를 선택해 주세요.',
      '现已支持 USDT 等加密货币充值，充值与提现请选择相同的网络。',
      '現已支援 USDT 等加密貨幣儲值，儲值與提領請選擇相同的網路。',
      'Puwede ka nang mag-deposit gamit ang crypto gaya ng USDT. Piliin ang parehong network sa deposito at withdrawal.',
      'Bạn đã có thể nạp bằng tiền mã hóa như USDT. Vui lòng chọn cùng một mạng khi nạp và rút.',
    ),
  },
  {
    pinned: false,
    publishedAt: new Date('2026-02-20T06:00:00Z'),
    title: L('サポート受付時間の変更', 'Support hours updated', '고객센터 운영 시간 변경', '客服时间调整', '客服時間調整', 'Bagong oras ng support', 'Thay đổi giờ hỗ trợ'),
    content: L(
      'カスタマーサポートは年中無休、10:00〜翌2:00（日本時間）に受け付けます。',
      'Customer support is now available every day from 10:00 to 2:00 the next morning (Japan time).',
      '고객센터는 연중무휴로 10:00~익일 2:00(일본 시간)에 운영합니다.',
      '客服全年无休，服务时间为 10:00 至次日 2:00（日本时间）。',
      '客服全年無休，服務時間為 10:00 至隔日 2:00（日本時間）。',
      'Bukas ang customer support araw-araw mula 10:00 hanggang 2:00 ng madaling-araw (oras sa Japan).',
      'Bộ phận hỗ trợ làm việc tất cả các ngày từ 10:00 đến 2:00 sáng hôm sau (giờ Nhật Bản).',
    ),
  },
  {
    pinned: false,
    publishedAt: new Date('2026-01-12T01:30:00Z'),
    title: L('利用規約改定のお知らせ', 'Terms of use updated', '이용약관 개정 안내', '用户协议更新公告', '使用者條款更新公告', 'Na-update ang mga tuntunin ng paggamit', 'Cập nhật điều khoản sử dụng'),
    content: L(
      '利用規約の一部を改定しました。改定後の規約は「利用規約」ページでご確認いただけます。',
      'We have updated parts of our terms of use. You can read the new terms on the User Agreement page.',
      '이용약관 일부를 개정했습니다. 개정된 약관은 이용약관 페이지에서 확인하실 수 있습니다.',
      '我们更新了部分用户协议，新条款可在「用户协议」页面查看。',
      '我們更新了部分使用者條款，新條款可在「使用者條款」頁面查看。',
      'Binago namin ang ilang bahagi ng mga tuntunin ng paggamit. Mababasa ang mga bagong tuntunin sa User Agreement page.',
      'Chúng tôi đã cập nhật một số điều khoản sử dụng. Bạn có thể xem điều khoản mới tại trang Thỏa thuận người dùng.',
    ),
  },
  {
    pinned: false,
    publishedAt: new Date('2026-03-10T08:00:00Z'),
    title: L('春のキャンペーン当選者発表', 'Spring campaign winners announced', '봄 캠페인 당첨자 발표', '春季活动获奖名单公布', '春季活動得獎名單公布', 'Inanunsyo na ang mga nanalo sa spring campaign', 'Công bố người thắng chương trình mùa xuân'),
    content: L(
      '春のキャンペーンにご参加いただきありがとうございました。当選された方には受信箱でご連絡しています。',
      'Thank you for joining the spring campaign. Winners have been notified in their inbox.',
      '봄 캠페인에 참여해 주셔서 감사합니다. 당첨자께는 메시지함으로 안내해 드렸습니다.',
      '感谢参与春季活动，获奖会员已通过站内信收到通知。',
      '感謝參與春季活動，得獎會員已透過站內信收到通知。',
      'Salamat sa pagsali sa spring campaign. Naabisuhan na ang mga nanalo sa kanilang inbox.',
      'Cảm ơn bạn đã tham gia chương trình mùa xuân. Người thắng đã được thông báo qua hộp thư.',
    ),
  },
];

export const seedBanners = [
  {
    sort: 1,
    imageUrl: '/promo/welcome-bonus.svg',
    linkUrl: '/game/promotion',
    title: L('新規登録で歓迎ボーナス', 'Welcome bonus for new members', '신규 가입 환영 보너스', '新会员欢迎奖励', '新會員歡迎獎勵', 'Welcome bonus para sa bagong miyembro', 'Thưởng chào mừng thành viên mới'),
  },
  {
    sort: 2,
    imageUrl: '/promo/thunder-festival.svg',
    linkUrl: '/amigo',
    title: L('新台「富士ラッシュ」登場', 'New pachinko: Fuji Rush', '신규 파친코 「후지 러시」', '柏青哥新机台「富士冲刺」', '柏青哥新機台「富士衝刺」', 'Bagong pachinko: Fuji Rush', 'Pachinko mới: Fuji Rush'),
  },
  {
    sort: 3,
    imageUrl: '/promo/weekend-cashback.svg',
    linkUrl: '/activity',
    title: L('週末キャッシュバック', 'Weekend cashback', '주말 캐시백', '周末返现', '週末現金回饋', 'Weekend cashback', 'Hoàn tiền cuối tuần'),
  },
  {
    sort: 4,
    imageUrl: '/promo/daily-stamp.svg',
    linkUrl: '/download',
    title: L('アプリで毎日ログインスタンプ', 'Daily login stamps in the app', '앱에서 매일 출석 스탬프', '在 App 每日签到集章', '在 App 每日簽到集章', 'Araw-araw na login stamp sa app', 'Điểm danh hằng ngày trên ứng dụng'),
  },
];

/** Promotion windows are relative to the seeding time so a fresh database always shows some. */
export function seedPromotions(now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  return [
    {
      imageUrl: '/promo/welcome-bonus.svg',
      startsAt: at(-30),
      endsAt: null,
      title: L('歓迎ボーナス', 'Welcome bonus', '환영 보너스', '欢迎奖励', '歡迎獎勵', 'Welcome bonus', 'Thưởng chào mừng'),
      summary: L('初回入金で 100% ボーナス', '100% bonus on your first deposit', '첫 입금 100% 보너스', '首充 100% 奖励', '首儲 100% 獎勵', '100% bonus sa unang deposito', 'Thưởng 100% cho lần nạp đầu'),
      content: L(
        '初回入金額と同額のゲームコインをボーナスとしてプレゼントします（上限 10,000 コイン）。',
        'Receive game coins equal to your first deposit as a bonus (up to 10,000 coins).',
        '첫 입금액과 같은 금액의 게임 코인을 보너스로 드립니다(최대 10,000코인).',
        '赠送与首次充值金额相同的游戏币作为奖励（上限 10,000 游戏币）。',
        '贈送與首次儲值金額相同的遊戲幣作為獎勵（上限 10,000 遊戲幣）。',
        'Makatanggap ng game coins na katumbas ng iyong unang deposito bilang bonus (hanggang 10,000 coins).',
        'Nhận số xu game bằng số tiền nạp lần đầu làm tiền thưởng (tối đa 10.000 xu).',
      ),
    },
    {
      imageUrl: '/promo/weekend-cashback.svg',
      startsAt: at(-14),
      endsAt: at(90),
      title: L('週末キャッシュバック', 'Weekend cashback', '주말 캐시백', '周末返现', '週末現金回饋', 'Weekend cashback', 'Hoàn tiền cuối tuần'),
      summary: L('土日の損失の 10% を還元', '10% back on weekend losses', '주말 손실의 10% 환급', '周末亏损返还 10%', '週末虧損回饋 10%', '10% balik sa talo tuwing weekend', 'Hoàn 10% số tiền thua cuối tuần'),
      content: L(
        '土曜・日曜のプレイで生じた損失の 10% を、翌月曜日にゲームコインで還元します。',
        'Every Monday we return 10% of your Saturday and Sunday losses as game coins.',
        '토요일과 일요일 플레이에서 발생한 손실의 10%를 다음 월요일에 게임 코인으로 돌려드립니다.',
        '每周一以游戏币返还上周六、周日游戏亏损的 10%。',
        '每週一以遊戲幣回饋上週六、週日遊戲虧損的 10%。',
        'Tuwing Lunes, ibabalik namin bilang game coins ang 10% ng iyong talo noong Sabado at Linggo.',
        'Mỗi thứ Hai, chúng tôi hoàn lại 10% số tiền thua vào thứ Bảy và Chủ nhật dưới dạng xu game.',
      ),
    },
    {
      imageUrl: '/promo/daily-stamp.svg',
      startsAt: at(-3),
      endsAt: at(30),
      title: L('毎日ログインスタンプ', 'Daily login stamps', '매일 출석 스탬프', '每日签到集章', '每日簽到集章', 'Araw-araw na login stamp', 'Điểm danh hằng ngày'),
      summary: L('7 日続けてログインでボーナス', 'Log in 7 days in a row for a bonus', '7일 연속 출석 시 보너스', '连续签到 7 天领奖励', '連續簽到 7 天領獎勵', 'Mag-log in nang 7 araw nang sunod-sunod para sa bonus', 'Đăng nhập 7 ngày liên tiếp để nhận thưởng'),
      content: L(
        'アプリに毎日ログインしてスタンプを集めましょう。7 個そろうと 500 コインをプレゼントします。',
        'Log in to the app every day to collect stamps. Collect seven and receive 500 coins.',
        '매일 앱에 로그인해 스탬프를 모으세요. 7개를 모으면 500코인을 드립니다.',
        '每天登录 App 收集印章，集满 7 枚即送 500 游戏币。',
        '每天登入 App 收集印章，集滿 7 枚即送 500 遊戲幣。',
        'Mag-log in sa app araw-araw para mangolekta ng stamp. Kapag may pito ka na, makakatanggap ka ng 500 coins.',
        'Đăng nhập ứng dụng mỗi ngày để sưu tầm tem. Đủ 7 tem sẽ nhận 500 xu.',
      ),
    },
    {
      imageUrl: '/promo/thunder-festival.svg',
      startsAt: at(-60),
      endsAt: at(-5),
      title: L('新春スペシャル（終了）', 'New Year special (ended)', '신년 스페셜(종료)', '新春特别活动（已结束）', '新春特別活動（已結束）', 'New Year special (tapos na)', 'Ưu đãi năm mới (đã kết thúc)'),
      summary: L('新春限定のボーナス', 'A New Year bonus', '신년 한정 보너스', '新春限定奖励', '新春限定獎勵', 'Bonus para sa Bagong Taon', 'Thưởng dịp năm mới'),
      content: L(
        'このキャンペーンは終了しました。',
        'This campaign has ended.',
        '이 캠페인은 종료되었습니다.',
        '本活动已结束。',
        '本活動已結束。',
        'Tapos na ang campaign na ito.',
        'Chương trình này đã kết thúc.',
      ),
    },
    {
      imageUrl: '/promo/thunder-festival.svg',
      startsAt: at(30),
      endsAt: at(60),
      title: L('夏祭りキャンペーン', 'Summer festival', '여름 축제 캠페인', '夏日祭活动', '夏日祭活動', 'Summer festival', 'Lễ hội mùa hè'),
      summary: L('近日開催', 'Coming soon', '곧 시작', '即将开始', '即將開始', 'Malapit na', 'Sắp diễn ra'),
      content: L(
        '夏祭りキャンペーンの詳細は近日公開します。',
        'Details of the summer festival will be announced soon.',
        '여름 축제 캠페인의 자세한 내용은 곧 공개됩니다.',
        '夏日祭活动详情即将公布。',
        '夏日祭活動詳情即將公布。',
        'Malapit nang ianunsyo ang mga detalye ng summer festival.',
        'Chi tiết lễ hội mùa hè sẽ sớm được công bố.',
      ),
    },
  ];
}

/** Regional-indicator flag of an ISO 3166-1 alpha-2 code. */
export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

const countryRows: [string, string, LocalizedText][] = [
  ['JP', '+81', L('日本', 'Japan', '일본', '日本', '日本', 'Hapon', 'Nhật Bản')],
  ['US', '+1', L('アメリカ合衆国', 'United States', '미국', '美国', '美國', 'Estados Unidos', 'Hoa Kỳ')],
  ['KR', '+82', L('韓国', 'South Korea', '대한민국', '韩国', '韓國', 'Timog Korea', 'Hàn Quốc')],
  ['CN', '+86', L('中国', 'China', '중국', '中国', '中國', 'Tsina', 'Trung Quốc')],
  ['TW', '+886', L('台湾', 'Taiwan', '대만', '台湾', '台灣', 'Taiwan', 'Đài Loan')],
  ['HK', '+852', L('香港', 'Hong Kong', '홍콩', '香港', '香港', 'Hong Kong', 'Hồng Kông')],
  ['PH', '+63', L('フィリピン', 'Philippines', '필리핀', '菲律宾', '菲律賓', 'Pilipinas', 'Philippines')],
  ['VN', '+84', L('ベトナム', 'Vietnam', '베트남', '越南', '越南', 'Vietnam', 'Việt Nam')],
  ['SG', '+65', L('シンガポール', 'Singapore', '싱가포르', '新加坡', '新加坡', 'Singapore', 'Singapore')],
  ['TH', '+66', L('タイ', 'Thailand', '태국', '泰国', '泰國', 'Thailand', 'Thái Lan')],
  ['MY', '+60', L('マレーシア', 'Malaysia', '말레이시아', '马来西亚', '馬來西亞', 'Malaysia', 'Malaysia')],
  ['ID', '+62', L('インドネシア', 'Indonesia', '인도네시아', '印度尼西亚', '印尼', 'Indonesia', 'Indonesia')],
  ['IN', '+91', L('インド', 'India', '인도', '印度', '印度', 'India', 'Ấn Độ')],
  ['AU', '+61', L('オーストラリア', 'Australia', '호주', '澳大利亚', '澳洲', 'Australia', 'Úc')],
  ['GB', '+44', L('イギリス', 'United Kingdom', '영국', '英国', '英國', 'United Kingdom', 'Vương quốc Anh')],
  ['CA', '+1', L('カナダ', 'Canada', '캐나다', '加拿大', '加拿大', 'Canada', 'Canada')],
  ['DE', '+49', L('ドイツ', 'Germany', '독일', '德国', '德國', 'Alemanya', 'Đức')],
  ['FR', '+33', L('フランス', 'France', '프랑스', '法国', '法國', 'Pransiya', 'Pháp')],
  ['BR', '+55', L('ブラジル', 'Brazil', '브라질', '巴西', '巴西', 'Brazil', 'Brazil')],
  ['MX', '+52', L('メキシコ', 'Mexico', '멕시코', '墨西哥', '墨西哥', 'Mexico', 'Mexico')],
];

export const seedCountries = countryRows.map(([code, dialCode, name], sort) => ({
  code,
  dialCode,
  name,
  flag: flagOf(code),
  sort,
}));

const slotTags = tagsOf(['スロット'], ['Slot'], ['슬롯'], ['老虎机'], ['拉霸機'], ['Slot'], ['Slot']);
const pachinkoTags = tagsOf(['パチンコ'], ['Pachinko'], ['파친코'], ['柏青哥'], ['柏青哥'], ['Pachinko'], ['Pachinko']);
const classic = tagsOf(['定番'], ['Classic'], ['클래식'], ['经典'], ['經典'], ['Klasiko'], ['Cổ điển']);
const jackpot = tagsOf(['ジャックポット'], ['Jackpot'], ['잭팟'], ['大奖'], ['大獎'], ['Jackpot'], ['Jackpot']);
const newRelease = tagsOf(['新台'], ['New'], ['신규'], ['新上线'], ['新上架'], ['Bago'], ['Mới']);
const highHitRate = tagsOf(['高確率'], ['Frequent wins'], ['높은 당첨률'], ['高中奖率'], ['高中獎率'], ['Madalas manalo'], ['Dễ trúng']);

function joinTags(...lists: LocalizedList[]): LocalizedList {
  return Object.fromEntries(ORDER.map((locale) => [locale, lists.flatMap((list) => list[locale])]));
}

// The machines the engine plays (shared/games/machines.ts), with their names from games.json so the
// catalogue and the machine screens say the same. Popularity is counted from played rounds.
const gameRows: [string, 'slot' | 'pachinko', string, LocalizedList][] = [
  ['lucky-sevens', 'slot', '2025-06-01', joinTags(slotTags, classic)],
  ['coral-reef', 'slot', '2025-09-15', joinTags(slotTags, highHitRate)],
  ['golden-lantern', 'slot', '2026-01-20', joinTags(slotTags, jackpot)],
  ['pachinko-sakura-ama', 'pachinko', '2025-07-07', joinTags(pachinkoTags, highHitRate)],
  ['pachinko-fuji-rush', 'pachinko', '2026-02-10', joinTags(pachinkoTags, newRelease)],
];

function machineName(machineId: string): LocalizedText {
  return Object.fromEntries(ORDER.map((locale) => [locale, gameStrings(locale).machines[machineId]!.name]));
}

export const seedGames = gameRows.map(([machineId, kind, released, tags]) => ({
  machineId,
  kind,
  name: machineName(machineId),
  tags,
  thumbnail: `/games/${machineId}.svg`,
  releasedAt: new Date(`${released}T00:00:00Z`),
}));

/**
 * The spring campaign's notice says winners were told in their inbox: the demo player is one, and
 * finds this operator letter there (demo accounts only).
 */
export const seedWinnerLetter = {
  title: L(
    '春のキャンペーン当選のお知らせ',
    'You won in the spring campaign',
    '봄 캠페인 당첨 안내',
    '春季活动中奖通知',
    '春季活動得獎通知',
    'Nanalo ka sa spring campaign',
    'Bạn đã trúng thưởng chương trình mùa xuân',
  ),
  body: L(
    'おめでとうございます！春のキャンペーンに当選されました。特典の内容は「プロモーション」ページでご確認ください。',
    'Congratulations! You are one of the spring campaign winners. See the “Promotions” page for your reward.',
    '축하합니다! 봄 캠페인에 당첨되셨습니다. 혜택 내용은 「프로모션」 페이지에서 확인해 주세요.',
    '恭喜！您在春季活动中中奖。奖励内容请查看「优惠活动」页面。',
    '恭喜！您在春季活動中得獎。獎勵內容請查看「優惠活動」頁面。',
    'Binabati kita! Isa ka sa mga nanalo sa spring campaign. Tingnan ang “Mga Promo” page para sa iyong gantimpala.',
    'Chúc mừng! Bạn là một trong những người thắng chương trình mùa xuân. Xem phần thưởng tại trang “Khuyến mãi”.',
  ),
};
