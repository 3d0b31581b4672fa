// Standard Chinese names (as used by Xinhua and Chinese atlases) of well-known world cities,
// written for this project. Keyed by ISO country code and the GeoNames name, so the build can
// find the one GeoNames record meant. One line per city: "CC|GeoNames name|中文名".
// Capitals below 100,000 people are listed too: they are kept even under the population cut.
const lines = `
US|New York City|纽约
US|Los Angeles|洛杉矶
US|Chicago|芝加哥
US|Houston|休斯敦
US|Phoenix|菲尼克斯
US|Philadelphia|费城
US|San Antonio|圣安东尼奥
US|San Diego|圣迭戈
US|Dallas|达拉斯
US|San Jose|圣何塞
US|Austin|奥斯汀
US|Jacksonville|杰克逊维尔
US|San Francisco|旧金山
US|Columbus|哥伦布
US|Indianapolis|印第安纳波利斯
US|Fort Worth|沃斯堡
US|Charlotte|夏洛特
US|Seattle|西雅图
US|Denver|丹佛
US|Washington, D.C.|华盛顿
US|Boston|波士顿
US|Nashville|纳什维尔
US|Detroit|底特律
US|Portland|波特兰
US|Las Vegas|拉斯维加斯
US|Memphis|孟菲斯
US|Baltimore|巴尔的摩
US|Milwaukee|密尔沃基
US|Albuquerque|阿尔伯克基
US|Atlanta|亚特兰大
US|Miami|迈阿密
US|Orlando|奥兰多
US|Tampa|坦帕
US|New Orleans|新奥尔良
US|Minneapolis|明尼阿波利斯
US|Saint Louis|圣路易斯
US|Pittsburgh|匹兹堡
US|Cleveland|克利夫兰
US|Cincinnati|辛辛那提
US|Kansas City|堪萨斯城
US|Sacramento|萨克拉门托
US|Salt Lake City|盐湖城
US|Honolulu|檀香山
US|Anchorage|安克雷奇
US|Oakland|奥克兰
US|Irvine|尔湾
US|Pasadena|帕萨迪纳
US|Buffalo|布法罗
US|Newark|纽瓦克
US|Brooklyn|布鲁克林
US|Manhattan|曼哈顿
US|Queens|皇后区
US|Tucson|图森
US|Raleigh|罗利
US|Richmond|里士满
US|Berkeley|伯克利
US|Palo Alto|帕洛阿尔托
US|Cambridge|剑桥
US|New Haven|纽黑文
US|Ann Arbor|安娜堡
CA|Toronto|多伦多
CA|Montréal|蒙特利尔
CA|Vancouver|温哥华
CA|Calgary|卡尔加里
CA|Edmonton|埃德蒙顿
CA|Ottawa|渥太华
CA|Winnipeg|温尼伯
CA|Québec|魁北克城
CA|Hamilton|汉密尔顿
CA|Victoria|维多利亚
CA|Halifax|哈利法克斯
CA|Richmond|列治文
CA|Markham|万锦
CA|Mississauga|密西沙加
MX|Mexico City|墨西哥城
MX|Guadalajara|瓜达拉哈拉
MX|Monterrey|蒙特雷
MX|Cancún|坎昆
MX|Tijuana|蒂华纳
CU|Havana|哈瓦那
JM|Kingston|金斯敦
PA|Panamá|巴拿马城
CR|San José|圣何塞
GT|Guatemala City|危地马拉城
DO|Santo Domingo|圣多明各
PR|San Juan|圣胡安
BR|São Paulo|圣保罗
BR|Rio de Janeiro|里约热内卢
BR|Brasília|巴西利亚
BR|Salvador|萨尔瓦多
BR|Fortaleza|福塔莱萨
BR|Belo Horizonte|贝洛奥里藏特
BR|Manaus|马瑙斯
BR|Curitiba|库里蒂巴
BR|Recife|累西腓
BR|Porto Alegre|阿雷格里港
AR|Buenos Aires|布宜诺斯艾利斯
AR|Córdoba|科尔多瓦
AR|Rosario|罗萨里奥
CL|Santiago|圣地亚哥
PE|Lima|利马
CO|Bogotá|波哥大
CO|Medellín|麦德林
VE|Caracas|加拉加斯
EC|Quito|基多
EC|Guayaquil|瓜亚基尔
BO|La Paz|拉巴斯
UY|Montevideo|蒙得维的亚
PY|Asunción|亚松森
GB|London|伦敦
GB|Manchester|曼彻斯特
GB|Birmingham|伯明翰
GB|Liverpool|利物浦
GB|Leeds|利兹
GB|Glasgow|格拉斯哥
GB|Edinburgh|爱丁堡
GB|Bristol|布里斯托尔
GB|Sheffield|谢菲尔德
GB|Newcastle upon Tyne|纽卡斯尔
GB|Nottingham|诺丁汉
GB|Cardiff|加的夫
GB|Belfast|贝尔法斯特
GB|Oxford|牛津
GB|Cambridge|剑桥
GB|Southampton|南安普敦
GB|Leicester|莱斯特
GB|Aberdeen|阿伯丁
IE|Dublin|都柏林
FR|Paris|巴黎
FR|Marseille|马赛
FR|Lyon|里昂
FR|Toulouse|图卢兹
FR|Nice|尼斯
FR|Nantes|南特
FR|Strasbourg|斯特拉斯堡
FR|Montpellier|蒙彼利埃
FR|Bordeaux|波尔多
FR|Lille|里尔
DE|Berlin|柏林
DE|Hamburg|汉堡
DE|Munich|慕尼黑
DE|Köln|科隆
DE|Frankfurt am Main|法兰克福
DE|Stuttgart|斯图加特
DE|Düsseldorf|杜塞尔多夫
DE|Dortmund|多特蒙德
DE|Essen|埃森
DE|Leipzig|莱比锡
DE|Bremen|不来梅
DE|Dresden|德累斯顿
DE|Hannover|汉诺威
DE|Nürnberg|纽伦堡
DE|Heidelberg|海德堡
DE|Bonn|波恩
IT|Rome|罗马
IT|Milan|米兰
IT|Naples|那不勒斯
IT|Turin|都灵
IT|Palermo|巴勒莫
IT|Genoa|热那亚
IT|Bologna|博洛尼亚
IT|Florence|佛罗伦萨
IT|Venice|威尼斯
IT|Verona|维罗纳
ES|Madrid|马德里
ES|Barcelona|巴塞罗那
ES|Valencia|巴伦西亚
ES|Sevilla|塞维利亚
ES|Zaragoza|萨拉戈萨
ES|Málaga|马拉加
ES|Bilbao|毕尔巴鄂
PT|Lisbon|里斯本
PT|Porto|波尔图
NL|Amsterdam|阿姆斯特丹
NL|Rotterdam|鹿特丹
NL|The Hague|海牙
NL|Utrecht|乌得勒支
NL|Eindhoven|埃因霍温
BE|Brussels|布鲁塞尔
BE|Antwerpen|安特卫普
BE|Gent|根特
LU|Luxembourg|卢森堡
CH|Zürich|苏黎世
CH|Genève|日内瓦
CH|Basel|巴塞尔
CH|Bern|伯尔尼
CH|Lausanne|洛桑
AT|Vienna|维也纳
AT|Graz|格拉茨
AT|Salzburg|萨尔茨堡
AT|Innsbruck|因斯布鲁克
DK|Copenhagen|哥本哈根
SE|Stockholm|斯德哥尔摩
SE|Göteborg|哥德堡
SE|Malmö|马尔默
NO|Oslo|奥斯陆
NO|Bergen|卑尔根
FI|Helsinki|赫尔辛基
IS|Reykjavík|雷克雅未克
PL|Warsaw|华沙
PL|Kraków|克拉科夫
PL|Gdańsk|格但斯克
PL|Wrocław|弗罗茨瓦夫
CZ|Prague|布拉格
SK|Bratislava|布拉迪斯拉发
HU|Budapest|布达佩斯
RO|Bucharest|布加勒斯特
BG|Sofia|索非亚
RS|Belgrade|贝尔格莱德
HR|Zagreb|萨格勒布
SI|Ljubljana|卢布尔雅那
GR|Athens|雅典
GR|Thessaloníki|塞萨洛尼基
CY|Nicosia|尼科西亚
MT|Valletta|瓦莱塔
EE|Tallinn|塔林
LV|Riga|里加
LT|Vilnius|维尔纽斯
BY|Minsk|明斯克
UA|Kyiv|基辅
UA|Odessa|敖德萨
UA|Kharkiv|哈尔科夫
UA|Lviv|利沃夫
MD|Chisinau|基希讷乌
RU|Moscow|莫斯科
RU|Saint Petersburg|圣彼得堡
RU|Novosibirsk|新西伯利亚
RU|Yekaterinburg|叶卡捷琳堡
RU|Kazan|喀山
RU|Vladivostok|符拉迪沃斯托克
RU|Khabarovsk|哈巴罗夫斯克
RU|Irkutsk|伊尔库茨克
RU|Omsk|鄂木斯克
RU|Krasnoyarsk|克拉斯诺亚尔斯克
RU|Chita|赤塔
RU|Blagoveshchensk|布拉戈维申斯克
RU|Sochi|索契
RU|Samara|萨马拉
RU|Nizhniy Novgorod|下诺夫哥罗德
RU|Murmansk|摩尔曼斯克
RU|Kaliningrad|加里宁格勒
TR|Istanbul|伊斯坦布尔
TR|Ankara|安卡拉
TR|İzmir|伊兹密尔
TR|Antalya|安塔利亚
GE|Tbilisi|第比利斯
AM|Yerevan|埃里温
AZ|Baku|巴库
KZ|Almaty|阿拉木图
KZ|Nur-Sultan|阿斯塔纳
UZ|Tashkent|塔什干
UZ|Samarkand|撒马尔罕
KG|Bishkek|比什凯克
TJ|Dushanbe|杜尚别
TM|Ashgabat|阿什哈巴德
MN|Ulan Bator|乌兰巴托
JP|Tokyo|东京
JP|Yokohama|横滨
JP|Osaka|大阪
JP|Nagoya|名古屋
JP|Sapporo|札幌
JP|Kobe|神户
JP|Kyoto|京都
JP|Fukuoka|福冈
JP|Kawasaki|川崎
JP|Saitama|埼玉
JP|Hiroshima|广岛
JP|Sendai|仙台
JP|Chiba|千叶
JP|Kitakyushu|北九州
JP|Nara-shi|奈良
JP|Naha|那霸
JP|Nagasaki|长崎
JP|Kagoshima|鹿儿岛
JP|Kanazawa|金泽
JP|Okayama|冈山
JP|Kumamoto|熊本
JP|Niigata|新潟
JP|Shizuoka|静冈
JP|Hakodate|函馆
KR|Seoul|首尔
KR|Busan|釜山
KR|Incheon|仁川
KR|Daegu|大邱
KR|Daejeon|大田
KR|Gwangju|光州
KR|Ulsan|蔚山
KR|Suwon|水原
KR|Jeju City|济州
KP|Pyongyang|平壤
SG|Singapore|新加坡
MY|Kuala Lumpur|吉隆坡
MY|George Town|乔治市
MY|Johor Bahru|新山
MY|Ipoh|怡保
MY|Kota Kinabalu|亚庇
MY|Kuching|古晋
MY|Malacca|马六甲
TH|Bangkok|曼谷
TH|Chiang Mai|清迈
TH|Phuket|普吉
TH|Pattaya|芭堤雅
VN|Hanoi|河内
VN|Ho Chi Minh City|胡志明市
VN|Da Nang|岘港
VN|Haiphong|海防
KH|Phnom Penh|金边
KH|Siem Reap|暹粒
LA|Vientiane|万象
MM|Yangon|仰光
MM|Mandalay|曼德勒
MM|Nay Pyi Taw|内比都
PH|Manila|马尼拉
PH|Quezon City|奎松城
PH|Cebu City|宿务
PH|Davao|达沃
ID|Jakarta|雅加达
ID|Surabaya|泗水
ID|Bandung|万隆
ID|Medan|棉兰
ID|Denpasar|登巴萨
ID|Yogyakarta|日惹
ID|Semarang|三宝垄
BN|Bandar Seri Begawan|斯里巴加湾市
TL|Dili|帝力
IN|Mumbai|孟买
IN|Delhi|德里
IN|New Delhi|新德里
IN|Bengaluru|班加罗尔
IN|Kolkata|加尔各答
IN|Chennai|金奈
IN|Hyderabad|海得拉巴
IN|Ahmedabad|艾哈迈达巴德
IN|Pune|浦那
IN|Jaipur|斋浦尔
IN|Agra|阿格拉
IN|Varanasi|瓦拉纳西
PK|Karachi|卡拉奇
PK|Lahore|拉合尔
PK|Islamabad|伊斯兰堡
PK|Peshawar|白沙瓦
BD|Dhaka|达卡
BD|Chittagong|吉大港
LK|Colombo|科伦坡
NP|Kathmandu|加德满都
BT|Thimphu|廷布
MV|Male|马累
AF|Kabul|喀布尔
IR|Tehran|德黑兰
IR|Mashhad|马什哈德
IR|Isfahan|伊斯法罕
IQ|Baghdad|巴格达
SY|Damascus|大马士革
LB|Beirut|贝鲁特
JO|Amman|安曼
IL|Jerusalem|耶路撒冷
IL|Tel Aviv|特拉维夫
SA|Riyadh|利雅得
SA|Jeddah|吉达
SA|Mecca|麦加
SA|Medina|麦地那
AE|Dubai|迪拜
AE|Abu Dhabi|阿布扎比
AE|Sharjah|沙迦
QA|Doha|多哈
KW|Kuwait City|科威特城
BH|Manama|麦纳麦
OM|Muscat|马斯喀特
YE|Sanaa|萨那
EG|Cairo|开罗
EG|Alexandria|亚历山大
EG|Giza|吉萨
MA|Casablanca|卡萨布兰卡
MA|Rabat|拉巴特
MA|Marrakesh|马拉喀什
DZ|Algiers|阿尔及尔
TN|Tunis|突尼斯
LY|Tripoli|的黎波里
SD|Khartoum|喀土穆
ET|Addis Ababa|亚的斯亚贝巴
KE|Nairobi|内罗毕
KE|Mombasa|蒙巴萨
TZ|Dar es Salaam|达累斯萨拉姆
UG|Kampala|坎帕拉
RW|Kigali|基加利
NG|Lagos|拉各斯
NG|Abuja|阿布贾
GH|Accra|阿克拉
SN|Dakar|达喀尔
CI|Abidjan|阿比让
CM|Yaoundé|雅温得
CD|Kinshasa|金沙萨
AO|Luanda|罗安达
ZM|Lusaka|卢萨卡
ZW|Harare|哈拉雷
MZ|Maputo|马普托
MG|Antananarivo|塔那那利佛
MU|Port Louis|路易港
ZA|Johannesburg|约翰内斯堡
ZA|Cape Town|开普敦
ZA|Durban|德班
ZA|Pretoria|比勒陀利亚
AU|Sydney|悉尼
AU|Melbourne|墨尔本
AU|Brisbane|布里斯班
AU|Perth|珀斯
AU|Adelaide|阿德莱德
AU|Canberra|堪培拉
AU|Gold Coast|黄金海岸
AU|Hobart|霍巴特
AU|Darwin|达尔文
AU|Cairns|凯恩斯
NZ|Auckland|奥克兰
NZ|Wellington|惠灵顿
NZ|Christchurch|基督城
FJ|Suva|苏瓦
PG|Port Moresby|莫尔兹比港
`;

export interface CuratedCityName {
  country: string;
  name: string;
  nameZh: string;
}

export const curatedCityNamesZh: CuratedCityName[] = lines
  .trim()
  .split('\n')
  .map((line) => {
    const [country, name, nameZh] = line.split('|');
    if (!country || !name || !nameZh) throw new Error(`bad curated line: ${line}`);
    return { country, name, nameZh };
  });
