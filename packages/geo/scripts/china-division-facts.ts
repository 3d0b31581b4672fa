// Facts about Chinese divisions that the sources get wrong or do not hold, written by hand from
// well-known public facts (seats, renamings, administration). Each entry is one reviewable line.

// Birth times in Xinjiang are recorded in Beijing time (the official time of all of China), so
// Xinjiang divisions use Asia/Shanghai; Asia/Urumqi (UTC+6) is the informal local time only.
export const zoneByProvinceCode: Record<string, string> = {
  '81': 'Asia/Hong_Kong',
  '82': 'Asia/Macau',
  '71': 'Asia/Taipei',
};

// 金门县 (listed under 泉州市) is administered from Taipei and keeps Taiwan's clock, whose
// summer-time years differ from the mainland's.
export const zoneByCode: Record<string, string> = { '350527': 'Asia/Taipei' };

// Conventional English names that are not the pinyin of the Chinese name.
export const nameEnByName: Record<string, string> = {
  香港特别行政区: 'Hong Kong',
  澳门特别行政区: 'Macau',
  台湾省: 'Taiwan',
  台北市: 'Taipei',
  新北市: 'New Taipei',
  高雄市: 'Kaohsiung',
  台中市: 'Taichung',
  台南市: 'Tainan',
  新竹市: 'Hsinchu',
  基隆市: 'Keelung',
  香港岛: 'Hong Kong Island',
  九龙: 'Kowloon',
  新界: 'New Territories',
  沙田区: 'Sha Tin',
  荃湾区: 'Tsuen Wan',
  屯门区: 'Tuen Mun',
  元朗区: 'Yuen Long',
  油尖旺区: 'Yau Tsim Mong',
  湾仔区: 'Wan Chai',
  中西区: 'Central and Western',
  观塘区: 'Kwun Tong',
  乌鲁木齐市: 'Urumqi',
  拉萨市: 'Lhasa',
  呼和浩特市: 'Hohhot',
  喀什地区: 'Kashgar',
  内蒙古自治区: 'Inner Mongolia',
  西藏自治区: 'Tibet',
};

// A division's coordinate is its seat's: the capital of a province (its first prefecture, code
// xx01), the first county-level division of a prefecture (codes list the seat first). Exceptions
// where the first listed is not the seat, checked for every prefecture whose first child is not a
// district: Chongqing (万州区 lies 230 km from 渝中区) and these autonomous prefectures and leagues.
export const seatByCode: Record<string, string> = {
  '500000': '500103', // 重庆 → 渝中区
  '152500': '152502', // 锡林郭勒盟 → 锡林浩特市
  '532500': '532503', // 红河州 → 蒙自市
  '533100': '533103', // 德宏州 → 芒市
  '542500': '542523', // 阿里地区 → 噶尔县
  '632200': '632223', // 海北州 → 海晏县
  '632800': '632802', // 海西州 → 德令哈市
};
// 大兴安岭地区 sits in 加格达奇, which is no county in the codes but is a district in the echarts data.
export const seatNameInCentreFile: Record<string, string> = { '232700': '加格达奇区' };

// Divisions created or renamed after the echarts data (2016–2023), mapped to the division they
// replaced or were carved from, whose centre is within a few kilometres of theirs.
export const formerNames: Record<string, string> = {
  滦州市: '滦县',
  襄都区: '桥东区',
  信都区: '桥西区',
  任泽区: '任县',
  平城区: '城区',
  云州区: '大同县',
  上党区: '长治县',
  伊美区: '伊春区',
  乌翠区: '乌马河区',
  汤旺县: '汤旺河区',
  丰林县: '五营区',
  大箐山县: '带岭区',
  金林区: '西林区',
  临平区: '余杭区',
  钱塘区: '江干区',
  龙港市: '苍南县',
  湾沚区: '芜湖县',
  红谷滩区: '新建区',
  柴桑区: '九江县',
  广信区: '上饶县',
  渌口区: '株洲县',
  光明区: '宝安区',
  盘州市: '盘县',
  色尼区: '那曲县',
  茫崖市: '海西蒙古族藏族自治州直辖',
  大柴旦行政委员会: '海西蒙古族藏族自治州直辖',
  圣安多尼堂区: '花王堂区',
  车城乡: '車城鄉',
};
